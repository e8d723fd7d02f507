import { describe, expect, it } from 'vitest';
import type { TcgdexCardEntry } from '../../src/sources/tcgdex/schema.js';
import type { TcgdexCard } from '../../src/sources/tcgdex/schema.js';
import {
  buildTcgdexContext,
  canonicalName,
  restoreEnergySymbols,
  symbolWords,
  tcgdexCardToRaw,
} from '../../src/sources/tcgdex/to-raw.js';

/** Synthetic TCGdex records: what the mapper reconstructs where TCGdex leaves a printed fact out. */

let n = 0;
function entry(setId: string, data: Partial<TcgdexCard>): TcgdexCardEntry {
  const localId = String(++n);
  return {
    id: `${setId}-${localId}`,
    localId,
    setId,
    file: `data/x/${setId}/${localId}.ts`,
    data: { name: { en: 'Sparkmon' }, category: 'Pokemon', hp: 60, types: ['Lightning'], stage: 'Basic', ...data },
  };
}

const tackle = { name: { en: 'Tackle' }, cost: ['Colorless', 'Colorless'], damage: 20 };
const complete = (setId: string, over: Partial<TcgdexCard> = {}) =>
  entry(setId, {
    attacks: [tackle],
    weaknesses: [{ type: 'Fighting', value: '×2' }],
    resistances: [{ type: 'Metal', value: '-20' }],
    retreat: 1,
    ...over,
  });
/** A McDonald's-style record: no costs, Weakness, Resistance or Retreat Cost. */
const bare = (setId: string, over: Partial<TcgdexCard> = {}) =>
  entry(setId, { attacks: [{ name: { en: 'Tackle' }, damage: 20 }], ...over });

describe('TCGdex → raw: printed facts a set leaves out', () => {
  it('a set without Weakness, Resistance, Retreat Cost and costs takes them from the other printings', () => {
    const main = complete('main');
    const promos = [bare('mcd'), bare('mcd', { name: { en: 'Othermon' } }), bare('mcd', { name: { en: 'Thirdmon' } })];
    const context = buildTcgdexContext([main, ...promos]);
    expect([...context.sparse.get('mcd')!].sort()).toEqual(['costs', 'retreat', 'weaknesses']);
    expect(context.sparse.has('main')).toBe(false);
    const { raw, reconstructed, issues } = tcgdexCardToRaw(promos[0]!, { context });
    expect(raw.weaknesses).toEqual([{ type: 'Fighting', value: '×2' }]);
    expect(raw.resistances).toEqual([{ type: 'Metal', value: '-20' }]);
    expect(raw.convertedRetreatCost).toBe(1);
    expect(raw.attacks![0]!.cost).toEqual(['Colorless', 'Colorless']);
    expect(reconstructed.join('\n')).toMatch(/retreat 1 \(another printing/);
    expect(issues).toEqual([]);
    // No other printing: the facts stay unknown, and say so.
    const alone = tcgdexCardToRaw(promos[1]!, { context });
    expect(alone.raw.weaknesses).toBeUndefined();
    expect(alone.raw.convertedRetreatCost).toBeUndefined();
    expect(alone.issues.join('\n')).toMatch(/retreat unknown/);
  });

  it('never copies from printings that disagree, nor into a set that has the facts', () => {
    const a = complete('main');
    const b = complete('other', { retreat: 2 });
    const promos = [bare('mcd'), bare('mcd'), bare('mcd')];
    const context = buildTcgdexContext([a, b, ...promos]);
    const { raw } = tcgdexCardToRaw(promos[0]!, { context });
    expect(raw.convertedRetreatCost).toBeUndefined();
    expect(raw.weaknesses).toEqual([{ type: 'Fighting', value: '×2' }]);
    // A Retreat-0 Pokémon in a complete set stays Retreat 0.
    const zero = complete('main', { retreat: undefined, name: { en: 'Floatmon' } });
    const ctx = buildTcgdexContext([a, complete('main'), zero]);
    expect(tcgdexCardToRaw(zero, { context: ctx }).raw.convertedRetreatCost).toBeUndefined();
  });

  it('copies only from printings of the same era (Black Bolt reprints Black & White Pokémon with new Weaknesses)', () => {
    const bw = complete('bw6', { weaknesses: [{ type: 'Lightning', value: '×2' }] });
    const promos = [bare('zsv'), bare('zsv', { name: { en: 'Othermon' } }), bare('zsv', { name: { en: 'Thirdmon' } })];
    const dates = new Map([
      ['bw6', '2012-05-09'],
      ['zsv', '2025-07-18'],
    ]);
    const context = buildTcgdexContext([bw, ...promos], dates);
    expect(tcgdexCardToRaw(promos[0]!, { context, releaseDate: '2025-07-18' }).raw.weaknesses).toBeUndefined();
    expect(tcgdexCardToRaw(promos[0]!, { context, releaseDate: '2013-02-06' }).raw.weaknesses).toEqual([
      { type: 'Lightning', value: '×2' },
    ]);
  });

  it('a Weakness without its value is ×2, except in the Diamond & Pearl era of "+20"', () => {
    const card = complete('pop2', { weaknesses: [{ type: 'Fighting' }] });
    expect(tcgdexCardToRaw(card, { releaseDate: '2005-08-01' }).raw.weaknesses).toEqual([
      { type: 'Fighting', value: '×2' },
    ]);
    expect(tcgdexCardToRaw(card, { releaseDate: '2008-08-01' }).raw.weaknesses).toEqual([
      { type: 'Fighting', value: '' },
    ]);
  });

  it('damage: "80＋" is "80+", "n/a" is none', () => {
    const card = complete('xyp', {
      attacks: [
        { name: { en: 'Wonder Flare' }, cost: ['Fire'], damage: '80＋' },
        { name: { en: 'Nap' }, cost: ['Colorless'], damage: 'n/a' },
      ],
    });
    expect(tcgdexCardToRaw(card).raw.attacks!.map((a) => a.damage)).toEqual(['80+', '']);
  });
});

describe('TCGdex → raw: Wizards-era texts and reprints', () => {
  it('puts back the Energy symbols the English text lost, from the German text', () => {
    expect(
      restoreEnergySymbols(
        'Discard 1 Energy card attached to Ninetales in order to use this attack.',
        'Entferne eine auf Vulnona abgelegte {R} Energiekarte, um diesen Angriff auszuführen.',
      ),
    ).toBe('Discard 1 Fire Energy card attached to Ninetales in order to use this attack.');
    // "this attack's Energy cost" is no place for a symbol; a bare letter is the symbol.
    expect(
      restoreEnergySymbols(
        "Does 10 damage plus 10 more damage for each Energy attached to Lapras but not used to pay for this attack's Energy cost.",
        'Fügt 10 Schadenspunkte plus 10 weitere Schadenspunkte für jede {W}-Energie zu.',
      ),
    ).toBe(
      "Does 10 damage plus 10 more damage for each Water Energy attached to Lapras but not used to pay for this attack's Energy cost.",
    );
    expect(restoreEnergySymbols('Does 20 more damage for each W Energy attached to Dark Blastoise.', undefined)).toBe(
      'Does 20 more damage for each Water Energy attached to Dark Blastoise.',
    );
    // A text that names a type already, or whose places and symbols don't match one to one, is kept.
    const typed = 'Discard 1 Fire Energy card attached to Magmar.';
    expect(restoreEnergySymbols(typed, 'Lege 1 {R} Energie ab.')).toBe(typed);
    const two = 'Discard 1 Energy card. Then discard 1 Energy card.';
    expect(restoreEnergySymbols(two, 'Lege 1 {R} Energie ab.')).toBe(two);
  });

  it('on a Wizards-era card only, with the German of another printing when the card has none', () => {
    const effect = { en: 'Discard 1 Energy card attached to Magmar in order to use this attack.' };
    const original = entry('base1', {
      name: { en: 'Magmar' },
      attacks: [
        {
          name: { en: 'Flamethrower' },
          cost: ['Fire'],
          damage: 50,
          effect: { ...effect, de: 'Lege 1 {R} Energie ab.' },
        },
      ],
    });
    const reprint = entry('base4', {
      name: { en: 'Magmar' },
      attacks: [{ name: { en: 'Flamethrower' }, cost: ['Fire'], damage: 50, effect }],
    });
    const context = buildTcgdexContext([original, reprint]);
    const text = (e: TcgdexCardEntry, serieId: string) =>
      tcgdexCardToRaw(e, { serieId, context }).raw.attacks![0]!.text;
    expect(text(reprint, 'base')).toMatch(/^Discard 1 Fire Energy card/);
    expect(text(reprint, 'ex')).toBe(effect.en);
  });

  it('a Base Set 2 / Legendary Collection attack TCGdex lists without damage has its original’s', () => {
    const sting = (damage?: number) => ({ name: { en: 'Poison Sting' }, cost: ['Grass'], damage });
    const original = entry('base1', { name: { en: 'Beedrill' }, attacks: [sting(40)] });
    const reprint = entry('base4', { name: { en: 'Beedrill' }, attacks: [sting()] });
    const elsewhere = entry('ex1', { name: { en: 'Beedrill' }, attacks: [sting()] });
    const context = buildTcgdexContext([original, reprint, elsewhere]);
    expect(tcgdexCardToRaw(reprint, { context }).raw.attacks![0]!.damage).toBe('40');
    expect(tcgdexCardToRaw(elsewhere, { context }).raw.attacks![0]!.damage).toBe('');
  });
});

describe('TCGdex → raw: stages', () => {
  it('a Pokémon ex TCGdex marks Basic beside its pre-evolution gets an inferred stage (Dragon)', () => {
    const flaaffy = entry('ex2', { name: { en: 'Flaaffy' }, stage: 'Stage1', evolveFrom: { en: 'Mareep' } });
    const ampharos = entry('ex3', {
      name: { en: 'Ampharos ex' },
      stage: 'Basic',
      suffix: 'ex',
      evolveFrom: { en: 'Flaaffy' },
    });
    const context = buildTcgdexContext([flaaffy, ampharos]);
    expect(tcgdexCardToRaw(ampharos, { context, serieId: 'ex' }).raw.subtypes).toEqual(['Stage 2', 'ex']);
    // A Wizards-era Basic that evolves from a Baby keeps its Basic.
    const snorlax = entry('base2', { name: { en: 'Snorlax' }, stage: 'Basic', evolveFrom: { en: 'Munchlax' } });
    expect(tcgdexCardToRaw(snorlax, { context, serieId: 'base' }).raw.subtypes).toEqual(['Basic']);
  });
});

describe('TCGdex → raw: spellings of pokemon-tcg-data', () => {
  it('Energy symbols in a text are words ("{P} Energy" → "Psychic Energy"), so the Special Energy class reads them', () => {
    expect(symbolWords('it provides 2 in any combination of {P} Energy and {D} Energy.')).toBe(
      'it provides 2 in any combination of Psychic Energy and Darkness Energy.',
    );
    expect(symbolWords('This card provides {W}{W} Energy.')).toBe('This card provides Water Water Energy.');
  });

  it('Blend Energy glues its types, as pokemon-tcg-data names it', () => {
    expect(canonicalName('Blend Energy Grass Fire Psychic Darkness')).toBe('Blend Energy GrassFirePsychicDarkness');
    expect(canonicalName('Double Grass Energy')).toBe('Double Grass Energy');
  });
});
