import { readProblems } from '../helpers/read-problems.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeck } from '../../src/parse/index.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { straightenQuotes } from '../../src/model/names.js';
import { repairMojibake } from '../../src/parse/decode.js';

const cardLine = fc
  .tuple(
    fc.integer({ min: 1, max: 60 }),
    fc.constantFrom('Arven', 'Charizard ex', 'Boss’s Orders', 'Basic {R} Energy', 'Pikachu V-UNION', 'Iono'),
    fc.option(
      fc.tuple(fc.constantFrom('OBF', 'PAL', 'PR-SW', 'LOR-TG', 'sv3'), fc.constantFrom('1', '125', 'TG05', 'SWSH139')),
    ),
  )
  .map(([n, name, printing]) => `${n} ${name}${printing ? ` ${printing[0]} ${printing[1]}` : ''}`);

const anyLine = fc.oneof(
  cardLine,
  fc.constantFrom('Totem: 1', 'Pokémon: 3', 'Trainer', '', '# comment', 'Total Cards: 100', 'Extra types: Fire'),
  fc.string({ maxLength: 80 }),
);

describe('reader properties', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const deck = parseTextDeck(text, 'f.txt');
        expect(Array.isArray(readProblems(deck))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary bytes, as text or JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), fc.boolean(), async (bytes, json) => {
        const deck = await parseDeck(bytes, json ? 'f.json' : 'f.txt');
        for (const p of readProblems(deck)) expect(p.line === null || p.line >= 1).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('every entry points at a line that contains its name', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 40 }), fc.constantFrom('\n', '\r\n'), (lines, eol) => {
        const text = lines.join(eol);
        const source = text.split(/\r\n|\r|\n/);
        for (const entry of parseTextDeck(text, 'f.txt').entries) {
          // The reader straightens quotes and repairs mojibake before it reads a line; compare like with like.
          const line = straightenQuotes(repairMojibake(source[entry.line! - 1]!)).replace(/\s+/g, ' ');
          expect(line).toContain(entry.name || entry.id || entry.set);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every problem has a line inside the file', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 40 }), (lines) => {
        const deck = parseTextDeck(lines.join('\n'), 'f.txt');
        for (const p of readProblems(deck)) expect(p.line).toBeGreaterThanOrEqual(1);
        for (const p of readProblems(deck)) expect(p.line).toBeLessThanOrEqual(Math.max(1, lines.length));
      }),
      { numRuns: 300 },
    );
  });
});
