import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { parseDeck } from '../../src/parse/index.js';
import { parseTypeList } from '../../src/parse/extra-types.js';
import { MAX_DECK_LINES, decodeDeck, decodeEntities } from '../../src/parse/decode.js';

// Issue 44, item 4: a text with more lines than a deck can hold is refused before it is split (the CLI, the
// library and the page read it through decodeDeck), and names that are Object.prototype keys are plain unknowns.
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('the most lines a deck may be', () => {
  it('a million line feeds (under the byte bound) are one "too-many-lines" problem, at once', async () => {
    const started = Date.now();
    const parsed = await parseDeck(bytes('\n'.repeat(1_000_000)), 'deck.txt');
    // A wide deadline in seconds, not a measure: splitting and reading a million lines took far longer on a page.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(parsed.unreadable).toBe(true);
    expect(parsed.issues).toEqual([{ kind: 'too-many-lines', line: 1, data: { max: String(MAX_DECK_LINES) } }]);
  });

  it('counts lines as the reader splits them: \\r\\n, \\r and \\n each end one; UTF-16 and JSON decks too', async () => {
    const at = (n: number, eol: string) => decodeDeck(bytes(`1 Arven SVI 166${eol}`.repeat(n - 1) + 'x'));
    for (const eol of ['\n', '\r\n', '\r']) {
      expect(at(MAX_DECK_LINES, eol).ok).toBe(true);
      expect(at(MAX_DECK_LINES + 1, eol)).toMatchObject({ ok: false, kind: 'too-many-lines' });
    }
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('\n'.repeat(MAX_DECK_LINES), 'utf16le')]);
    expect(decodeDeck(utf16)).toMatchObject({ ok: false, kind: 'too-many-lines' });
    const json = await parseDeck(bytes(`{"totem": [], "cards": []${' \n'.repeat(MAX_DECK_LINES)}}`), 'deck.json');
    expect(json.issues.map((i) => i.kind)).toEqual(['too-many-lines']);
  });

  it('holds every real list with room to spare', () => {
    for (const file of ['examples/decks/pidgeot-ex-colorless.json', 'test/fixtures/ptcg-live/mega-gardevoir-ex.txt']) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect(text.split('\n').length * 8).toBeLessThanOrEqual(MAX_DECK_LINES);
      expect(decodeDeck(bytes(text)).ok).toBe(true);
    }
  });
});

describe('names that are Object.prototype keys', () => {
  it('are unknown types, never the prototype or its constructor', () => {
    expect(parseTypeList('__proto__, constructor, toString, Fire')).toEqual({
      types: ['Fire'],
      unknown: ['__proto__', 'constructor', 'toString'],
    });
  });

  it('are no HTML entities', () => {
    expect(decodeEntities('Guzma &amp; Hala &constructor; &__proto__; &hasOwnProperty;')).toBe(
      'Guzma & Hala &constructor; &__proto__; &hasOwnProperty;',
    );
  });
});
