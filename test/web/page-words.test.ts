import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEB_MESSAGES, WEB_MESSAGES_ES } from '../../web/src/messages.js';
import { chooseLang } from '../../web/src/lang.js';
import { fragmentOf, listOf } from '../../web/src/share.js';
import { forms } from '../i18n/catalog.js';

const placeholders = (texts: string[]): string =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort().join();

describe("the game-night page's own words", () => {
  it('has a Spanish text for every English one, and none left over', () => {
    expect(Object.keys(WEB_MESSAGES).filter((id) => !(id in WEB_MESSAGES_ES))).toEqual([]);
    expect(Object.keys(WEB_MESSAGES_ES).filter((id) => !(id in WEB_MESSAGES))).toEqual([]);
  });

  it('keeps every placeholder in Spanish', () => {
    const differ = Object.entries(WEB_MESSAGES).filter(
      ([id, en]) => placeholders(forms(en)) !== placeholders(forms(WEB_MESSAGES_ES[id]!)),
    );
    expect(differ.map(([id]) => id)).toEqual([]);
  });
});

describe('the language of the page', () => {
  it('is ?lang= first, then the browser languages in order, else English', () => {
    expect(chooseLang('?lang=es', ['en-US'])).toBe('es');
    expect(chooseLang('?lang=en', ['es-ES'])).toBe('en');
    expect(chooseLang('?lang=fr', ['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(chooseLang('', ['de-DE'])).toBe('en');
    expect(chooseLang('', [])).toBe('en');
  });
});

describe('the share link', () => {
  it('gives back any list it was made of', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 2000, unit: 'binary' }), (list) => {
        expect(listOf(fragmentOf(list))).toBe(list);
      }),
    );
  });

  it('reads no list from a fragment that is not one (hand-edited, cut off, another key)', () => {
    expect(listOf('')).toBeNull();
    expect(listOf('#top')).toBeNull();
    expect(listOf('#list=')).toBeNull();
    expect(listOf('#list=%%%not-lz')).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (junk) => {
        const list = listOf(`#list=${junk}`);
        expect(list === null || typeof list === 'string').toBe(true);
      }),
    );
  });
});
