import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCardText } from '../../src/parse/card-text.js';
import { parseTextDeck } from '../../src/parse/text.js';

/** The list forms of issue 24 item 7, as published (see test/fixtures/real-lists/SOURCES.md). */
describe('old-era and client list forms', () => {
  it('reads "- 4 Hitmonchan (Base Set 7/102)": a leading dash, the set name in full, the printed n/total', () => {
    const deck = parseTextDeck('- 4 Hitmonchan (Base Set 7/102)\n- 1 Gust of Wind (Base Set 93/102)\n', 'f.txt');
    expect(deck.issues).toEqual([]);
    expect(deck.entries.map((e) => [e.count, e.name, e.set, e.number])).toEqual([
      [4, 'Hitmonchan', 'Base Set', '7'],
      [1, 'Gust of Wind', 'Base Set', '93'],
    ]);
  });

  it('a set code in brackets still narrows a name; a bracketed remark without a number stays part of the name', () => {
    expect(parseCardText('Charmander (OBF)')).toMatchObject({ name: 'Charmander', set: 'OBF' });
    expect(parseCardText('Marshadow (Reset Hole)')).toMatchObject({ name: 'Marshadow (Reset Hole)' });
    expect(parseCardText('Dark Raichu (Team Rocket 83/82)')).toMatchObject({
      name: 'Dark Raichu',
      set: 'Team Rocket',
      number: '83',
    });
  });

  it('reads PTCGO pseudo-sets of basic Energy as the Energy numbering, never as set XY', () => {
    expect(parseCardText('Fire Energy Energy XY 2')).toMatchObject({ name: 'Fire Energy', set: 'Energy', number: '2' });
    expect(parseCardText('Psychic Energy XYEnergy 8')).toMatchObject({ name: 'Psychic Energy', set: 'Energy' });
    expect(parseCardText('Grass Energy SWSHEnergy 10')).toMatchObject({ name: 'Grass Energy', set: 'Energy' });
    // a real printing of set XY stays one
    expect(parseCardText('Double Colorless Energy XY 130')).toMatchObject({ set: 'XY', number: '130' });
  });

  it('reads "## * 1 Aipom PR-SM 244" as a commented-out line, and "##Pokémon - 16" still as a header', () => {
    const deck = parseTextDeck('##Pokémon - 1\n* 1 Mew CEL 11\n## * 1 Aipom PR-SM 244\n', 'f.txt');
    expect(deck.issues).toEqual([]);
    expect(deck.entries.map((e) => e.name)).toEqual(['Mew']);
    expect(deck.headers.map((h) => [h.section, h.declared])).toEqual([['pokemon', 1]]);
    expect(deck.kept).toContainEqual({ line: 3, text: '## * 1 Aipom PR-SM 244' });
  });

  it('property: a leading dash or a commented-out copy never changes what a line reads as', () => {
    const line = fc
      .tuple(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('Hitmonchan', 'Mew-EX', 'Energy Recycler', 'Professor Oak'),
        fc.constantFrom('Base Set 7/102', 'Jungle 3/64', 'Team Rocket 83/82'),
      )
      .map(([n, name, printing]) => ({ n, name, text: `${n} ${name} (${printing})` }));
    fc.assert(
      fc.property(
        line,
        fc.constantFrom('- ', '-  ', '* ', '*'),
        fc.constantFrom('##', '## ', '### '),
        (l, dash, hashes) => {
          const plain = parseTextDeck(l.text, 'f.txt').entries;
          const dashed = parseTextDeck(`${dash}${l.text}`, 'f.txt').entries;
          expect(dashed).toEqual(plain);
          expect(plain[0]).toMatchObject({ count: l.n, name: l.name });
          const commented = parseTextDeck(`${hashes}${dash}${l.text}`, 'f.txt');
          expect(commented.entries).toEqual([]);
          expect(commented.issues).toEqual([]);
          // a negative count is no bullet
          expect(parseTextDeck(`-${l.text}`, 'f.txt').entries).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('names in a script the card data has no names in', () => {
  it('reads the set code and number after a Chinese name', () => {
    expect(parseCardText('梦幻 V CRZ 60')).toMatchObject({ name: '梦幻 V', set: 'CRZ', number: '60' });
    expect(parseCardText('飞羽球 ASR 141')).toMatchObject({ name: '飞羽球', set: 'ASR', number: '141' });
  });

  it('property: any Han name followed by a code and number reads as that code and number', () => {
    const han = fc
      .array(
        fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCodePoint(c)),
        { minLength: 1, maxLength: 6 },
      )
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        han,
        fc.constantFrom('', ' V', ' ex', 'ex', ' VSTAR'),
        fc.constantFrom('CRZ', 'ASR', 'SVI', 'PR-SW'),
        fc.integer({ min: 1, max: 250 }),
        (name, suffix, code, number) => {
          const card = parseCardText(`${name}${suffix} ${code} ${number}`);
          expect(card).toMatchObject({ name: `${name}${suffix}`, set: code, number: String(number) });
        },
      ),
      { numRuns: 200 },
    );
  });
});
