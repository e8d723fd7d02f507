import { compressToEncodedURIComponent } from 'lz-string';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSheetHtml } from '../../src/format/sheet.js';
import { ENGLISH } from '../../src/model/render-message.js';
import type { SheetResult } from '../../src/model/sheet.js';
import { ROOT } from '../helpers/cli.js';

/** jsQR, as Node loads it (CommonJS: its default export is the module itself). */
const jsQR = createRequire(import.meta.url)('jsqr') as typeof import('jsqr').default;

/** The sheet's QR code read back as a phone reads it: its SVG's squares drawn as pixels, then decoded by jsQR. */
function decode(html: string): string | null {
  const svg = /<svg[^>]*viewBox="0 0 (\d+) \1"[^]*?<\/svg>/.exec(html);
  if (!svg) return null;
  const [quiet, scale, side] = [4, 3, Number(svg[1]) / 2];
  const width = (side + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg[0].matchAll(/M(\d+),(\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = (((Number(y) / 2 + quiet) * scale + dy) * width + (Number(x) / 2 + quiet) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

const sheet = (shareLink: string): SheetResult => ({
  file: 'deck.txt',
  valid: true,
  errors: 0,
  totem: null,
  identity: null,
  invocationCost: null,
  prizeCards: null,
  problems: [],
  sections: [],
  cardDataDate: null,
  shareLink,
  site: 'https://example.test/totem/',
  lang: 'en',
});

describe('the sheet QR code (issue #42: its mask chosen cheaply)', () => {
  it('decodes to the share link, for a short list and a 100-card one (a 137-module code)', () => {
    const list = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
    for (const text of ['1 Pikachu ex SSP 57\n', list]) {
      const link = `https://example.test/totem/?lang=en#list=${compressToEncodedURIComponent(text)}`;
      expect(decode(formatSheetHtml(sheet(link), ENGLISH))).toBe(link);
    }
  });
});
