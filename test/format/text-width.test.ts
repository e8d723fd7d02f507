import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { ONE_COLUMN, textWidth } from '../../src/format/text-width.js';

// text-width counts one-column text itself so that string-width (an Intl.Segmenter to set up) is loaded only for
// the rest: its count must be string-width's, character by character and for whole texts.
describe('textWidth', () => {
  it('counts every character it takes as one column as string-width does', () => {
    const differ: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (ONE_COLUMN.test(char) && stringWidth(char) !== 1) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
  });

  it.each([
    'Charizard ex OBF 125',
    'Pokémon · Entrenador — Energía… ¿válido? ✔ ✖ ★ ◇ → ≥',
    'Пикачу Πίκατσου',
    '梦幻 V',
    'ピカチュウ',
    'e\u0301',
    'soft\u00adhyphen',
    '👍🏽 ✔️ 🇪🇸',
    'tab\there',
    '',
  ])('gives %j string-width’s width', (text) => {
    expect(textWidth(text)).toBe(stringWidth(text));
  });
});
