import { describe, expect, it } from 'vitest';
import type { TcgdexCardEntry } from '../../src/cards/sources/tcgdex/checkout.js';
import type { TcgdexCard } from '../../src/cards/sources/tcgdex/schema.js';
import { buildTcgdexContext, tcgdexCardToRaw } from '../../src/cards/sources/tcgdex/to-raw.js';

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
