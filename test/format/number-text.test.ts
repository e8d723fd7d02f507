import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellPercent, decimal, percent } from '../../src/format/stats-layout.js';
import type { Locale } from '../../src/model/render-message.js';

/** What the stats figures were written with before (issue #42): Intl.NumberFormat, no-break spaces made plain. */
const intl = (x: number, lang: string, options: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(lang, options).format(x).replace(/\u00a0/g, ' ');

describe('stats figures in English and Spanish, written without Intl', () => {
  const figures = fc.oneof(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: -5, max: 2000, noNaN: true }),
    fc.integer({ min: 0, max: 2000 }).map((n) => n / 2000),
    fc.integer({ min: 0, max: 200000 }).map((n) => n / 200),
    fc.constantFrom(0, -0, 1, 0.9995, 0.99949999, 0.0005, 0.00049999, 0.72149, 0.7215, 1.005, 999.995, 1e-9, 1e21),
  );
  it('are what Intl.NumberFormat writes, to the character', () => {
    fc.assert(
      fc.property(figures, fc.constantFrom('en', 'es'), (x, lang) => {
        const locale = { lang } as Locale;
        expect(percent(x, locale)).toBe(
          intl(x, lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        );
        expect(decimal(x, locale)).toBe(intl(x, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
        if (x >= 0.9995)
          expect(cellPercent(x, locale)).toBe(intl(x, lang, { style: 'percent', maximumFractionDigits: 0 }));
      }),
      { numRuns: 20000 },
    );
  });
});
