import { expect, it } from 'vitest';
import { costFacts } from '../../src/derive/cost.js';
import { totemEligibility } from '../../src/derive/eligibility.js';
import { hasRuleBox, isBasicPokemon } from '../../src/model/card.js';
import { printedStage } from '../../src/model/species.js';
import { baseIdentity } from '../../src/derive/identity.js';
import { pieceOf } from '../../src/derive/multicard.js';
import type { Card } from '../../src/model/card.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

const card = (id: string): Card => {
  const found = realLookup().store.byId(id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};
const cost = (id: string, kos = 0) => costFacts(card(id), (s) => realLookup().normalStage(s), { kos });
const identity = (...ids: string[]) => baseIdentity(ids.map(card));

describeWithData('derived facts on real cards', () => {
  it('Charizard ex OBF 125: Stage 2, Retreat 2 → cost 4; Colorless/Darkness/Fire + 1 slot', () => {
    expect(cost('sv3-125')).toMatchObject({
      stage: 2,
      stageValue: 3,
      retreatCost: 2,
      invocationCost: 4,
      prizeCards: 2,
    });
    expect(cost('sv3-125', 2).invocationCost).toBe(6);
    expect(identity('sv3-125')).toMatchObject({ types: ['Colorless', 'Darkness', 'Fire'], extraSlots: 1 });
  });

  it('Dragapult ex TWM 130 → Colorless/Dragon/Fire/Psychic, 0 slots', () => {
    expect(identity('sv6-130')).toMatchObject({ types: ['Colorless', 'Dragon', 'Fire', 'Psychic'], extraSlots: 0 });
    expect(cost('sv6-130').invocationCost).toBe(3);
  });

  it('M Venusaur-EX XY 2: one above Venusaur (Stage 2) → stage value 4, cost 6', () => {
    expect(cost('xy1-2')).toMatchObject({ stage: 3, stageValue: 4, retreatCost: 4, invocationCost: 6 });
  });

  it('Primal Groudon-EX: Groudon is Basic → Stage 1, named as Primal (the data tags it MEGA + EX)', () => {
    expect(cost('xy5-86')).toMatchObject({
      stage: 1,
      stageValue: 2,
      stageReason: 'Primal Pokémon-EX of a Basic (Groudon)',
    });
    const tribute = costFacts(card('xy5-86'), (s) => realLookup().normalStage(s), { variant: 'tribute' }).tribute!;
    expect(tribute).toMatchObject({ tributeCost: 2, interpretation: true });
    expect(tribute.reason).toMatch(/Primal EX read as Mega EX/);
  });

  it('Baby Pokémon are Basic: the data tags all of them only Baby', () => {
    const babies = realLookup()
      .store.allPokemon()
      .filter((c) => c.subtypes.includes('Baby'));
    expect(babies.length).toBeGreaterThanOrEqual(20);
    for (const baby of babies) expect(isBasicPokemon(baby)).toBe(true);
    expect(printedStage(card('neo3-54'))).toBe(0);
  });

  it('Greninja BREAK: BREAK of a Stage 2 → Stage 3, Retreat 0 with a note', () => {
    const facts = cost('xy9-41');
    expect(facts).toMatchObject({ stage: 3, stageValue: 4, retreatCost: 0, invocationCost: 4, prizeCards: 1 });
    expect(facts.notes.join(' ')).toMatch(/BREAK/);
  });

  it('LV.X: Infernape LV.X → Stage 3; Infernape E4 LV.X (of a Basic SP) → Stage 1', () => {
    expect(cost('dpp-DP10').stage).toBe(3);
    expect(cost('pl2-108').stage).toBe(1);
  });

  it('normal stage ignores Restored and Rule Box printings: Omastar is Stage 2, Aerodactyl Stage 1', () => {
    expect(realLookup().normalStage('Omastar')).toBe(2);
    expect(realLookup().normalStage('Aerodactyl')).toBe(1);
  });

  it('VMAX/VSTAR Stage 1, V-UNION Stage 2, LEGEND Basic, modern Mega ex printed', () => {
    expect(cost('swsh12pt5gg-GG70').stage).toBe(1);
    expect(cost('swshp-SWSH139')).toMatchObject({ stage: 2, prizeCards: 3 });
    expect(cost('hgss3-87')).toMatchObject({ stage: 0, prizeCards: 2 });
    expect(cost('me2-13')).toMatchObject({ stage: 2, prizeCards: 3 });
  });

  it('Ho-Oh LEGEND and Lugia LEGEND give 1 Prize card, as the rulebook says (section 4, LEGEND Prizes); dual LEGENDs 2', () => {
    for (const id of ['hgss1-111', 'hgss1-112', 'hgss1-113', 'hgss1-114']) expect(cost(id).prizeCards, id).toBe(1);
    for (const id of ['hgss2-90', 'hgss3-87', 'hgss4-101']) expect(cost(id).prizeCards, id).toBe(2);
  });

  it('Pidgeot ex OBF 164: Colorless Totem with Retreat 0 keeps Colorless, 0 slots', () => {
    expect(identity('sv3-164')).toMatchObject({ types: ['Colorless'], extraSlots: 0, colorlessTotem: true });
  });

  it('Rayquaza & Deoxys LEGEND is a Colorless Totem: 3 extra slots', () => {
    expect(identity('hgss3-89', 'hgss3-90')).toMatchObject({ extraSlots: 3, colorlessTotem: true });
  });

  it('Shining: Neo Destiny and Neo Revelation are eligible; Shining Legends and SM promos are not', () => {
    for (const id of ['neo4-107', 'neo3-65', 'neo3-66']) expect(totemEligibility(card(id)).eligible).toBe(true);
    for (const id of ['sm35-57', 'smp-SM79']) expect(totemEligibility(card(id)).eligible).toBe(false);
  });

  it('halves and pieces come from data/multi-card.json', () => {
    expect(pieceOf(card('hgss3-88'))).toMatchObject({ kind: 'legend', piece: 2, of: 2 });
    expect(pieceOf(card('swshp-SWSH287'))).toMatchObject({ kind: 'vunion', piece: 1, of: 4 });
    expect(pieceOf(card('swshp-SWSH218'))).toMatchObject({ piece: 4 });
  });

  it('every eligible Totem in the dataset: no crash, a known stage, cost ≥ 1, identity non-empty', () => {
    const { store } = realLookup();
    const totems = store.allPokemon().filter(hasRuleBox);
    expect(totems.length).toBeGreaterThan(2500);
    const unknown: string[] = [];
    for (const t of totems) {
      const facts = costFacts(t, (s) => realLookup().normalStage(s));
      if (facts.invocationCost === null) unknown.push(`${t.id} ${t.name}: ${facts.stageReason}`);
      else expect(facts.invocationCost).toBeGreaterThanOrEqual(1);
      expect(baseIdentity([t]).types.length).toBeGreaterThan(0);
    }
    expect(unknown).toEqual([]);
  });
});
