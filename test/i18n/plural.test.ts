import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pluralCategory } from '../../src/model/render-message.js';

// The whole-number rule written in render-message.ts must pick the message form Intl.PluralRules would: a message
// has a "one" form and an "other" form, so what matters is whether a number is "one".
describe('pluralCategory', () => {
  for (const lang of ['en', 'es']) {
    const intl = new Intl.PluralRules(lang);
    it(`${lang}: "one" exactly where Intl.PluralRules says so, for whole numbers`, () => {
      const samples = [0, 1, 2, 11, 21, 101, 1000, 1_000_000, 2_000_000, -1, -2, Number.MAX_SAFE_INTEGER];
      for (let n = 0; n <= 2000; n++) samples.push(n);
      for (const n of samples) expect(pluralCategory(lang, n) === 'one', String(n)).toBe(intl.select(n) === 'one');
      fc.assert(
        fc.property(fc.maxSafeInteger(), (n) => (pluralCategory(lang, n) === 'one') === (intl.select(n) === 'one')),
      );
    });
    it(`${lang}: a fraction is Intl's answer`, () => {
      for (const n of [0.5, 1.0000001, 1.5, 2.25]) expect(pluralCategory(lang, n)).toBe(intl.select(n));
    });
  }
  it('another language is Intl.PluralRules', () => {
    expect(pluralCategory('fr', 0)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
  });
});
