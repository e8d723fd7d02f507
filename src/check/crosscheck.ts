import type { Card } from '../model/card.js';
import { nameKey, singletonKey } from '../model/names.js';
import type { SpeciesStage } from '../cards/card-index.js';

/** The cards of one source, read whole (a dataset read in memory, the overlay …). */
export interface CardStore {
  allCards(): Card[];
  speciesStage(nameKey: string): SpeciesStage | undefined;
}
import { costFacts } from '../derive/cost.js';
import { totemEligibility } from '../derive/eligibility.js';
import { baseIdentity } from '../derive/identity.js';
import { classifySpecialEnergy } from '../derive/special-energy.js';
import { sameCardKey } from '../derive/multicard.js';

/** The derived facts compared, in the order of the table's rows. */
const FACTS = [
  'Totem eligibility',
  'stage value',
  'Invocation Cost',
  'identity types',
  'extra slots',
  'Prize cards',
  'singleton name',
  'Special Energy class',
] as const;

/** A card's derived facts, computed the same way from a card of either source; null where a fact does not apply. */
function factsOf(c: Card, store: CardStore): Record<(typeof FACTS)[number], string | null> {
  const pokemon = c.supertype === 'Pokémon';
  const totem = pokemon && totemEligibility(c).eligible;
  const cost = pokemon ? costFacts(c, (species) => store.speciesStage(nameKey(species))?.stage ?? null) : null;
  const identity = totem ? baseIdentity([c]) : null;
  const special = c.energyKind === 'special' ? classifySpecialEnergy(c) : null;
  return {
    'Totem eligibility': pokemon ? String(totem) : null,
    'stage value': totem ? String(cost!.stageValue) : null,
    'Invocation Cost': totem ? String(cost!.invocationCost) : null,
    'identity types': identity && identity.types.join(','),
    'extra slots': identity && String(identity.extraSlots),
    'Prize cards': cost && String(cost.prizeCards),
    'singleton name': special || c.supertype === 'Trainer' ? singletonKey(c.name) : null,
    'Special Energy class': special && (special.kind === 'types' ? special.types.join('+') : special.kind),
  };
}

export interface CrosscheckRow {
  fact: string;
  compared: number;
  agreeing: number;
}

export interface Disagreement {
  id: string;
  name: string;
  fact: string;
  a: string;
  b: string;
}

/**
 * Compare every derived fact of every card present in both stores (same id: the TCGdex import stores a card
 * under its pokemon-tcg-data id). "Same card as" compares, for each card, which of the common cards share its
 * mechanical identity in each source.
 */
export function crosscheck(a: CardStore, b: CardStore): { rows: CrosscheckRow[]; disagreements: Disagreement[] } {
  const cardsA = new Map(a.allCards().map((c) => [c.id, c]));
  const cardsB = new Map(b.allCards().map((c) => [c.id, c]));
  const common = [...cardsA.keys()].filter((id) => cardsB.has(id));
  const factsA = common.map((id) => factsOf(cardsA.get(id)!, a));
  const factsB = common.map((id) => factsOf(cardsB.get(id)!, b));
  const disagreements: Disagreement[] = [];
  const rows: CrosscheckRow[] = FACTS.map((fact) => {
    const row = { fact, compared: 0, agreeing: 0 };
    common.forEach((id, i) => {
      const [va, vb] = [factsA[i]![fact], factsB[i]![fact]];
      if (va === null && vb === null) return;
      row.compared++;
      if (va === vb) row.agreeing++;
      else disagreements.push({ id, name: cardsA.get(id)!.name, fact, a: va ?? '(n/a)', b: vb ?? '(n/a)' });
    });
    return row;
  });
  // "Same card as": the group of a Pokémon = the common Pokémon with its name and mechanical identity.
  const groups = (cards: Map<string, Card>): Map<string, string> => {
    const byKey = new Map<string, string[]>();
    for (const id of common) {
      const c = cards.get(id)!;
      if (c.supertype !== 'Pokémon') continue;
      const key = `${c.nameKey}#${sameCardKey(c)}`;
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    }
    const of = new Map<string, string>();
    // Sorted before the loop: sorting the array being walked would skip the id that sorted first.
    for (const ids of byKey.values()) {
      const group = ids.sort().join(' ');
      for (const id of ids) of.set(id, group);
    }
    return of;
  };
  const groupsA = groups(cardsA);
  const groupsB = groups(cardsB);
  const row = { fact: 'same card as', compared: 0, agreeing: 0 };
  for (const [id, group] of groupsA) {
    const other = groupsB.get(id);
    if (other === undefined) continue;
    row.compared++;
    if (other === group) row.agreeing++;
    else disagreements.push({ id, name: cardsA.get(id)!.name, fact: 'same card as', a: group, b: other });
  }
  rows.push(row);
  return { rows, disagreements };
}
