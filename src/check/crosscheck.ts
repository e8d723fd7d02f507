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

/** One derived fact, computed the same way from a card of either source. */
interface Fact {
  name: string;
  /** Which cards the fact is compared on. */
  applies(card: Card): boolean;
  value(card: Card, store: CardStore): string;
}

const normal = (store: CardStore) => (species: string) => store.speciesStage(nameKey(species))?.stage ?? null;
const isPokemon = (c: Card): boolean => c.supertype === 'Pokémon';
const isSpecialEnergy = (c: Card): boolean => c.energyKind === 'special';
const isTotem = (c: Card): boolean => isPokemon(c) && totemEligibility(c).eligible;

const FACTS: Fact[] = [
  { name: 'Totem eligibility', applies: isPokemon, value: (c) => String(totemEligibility(c).eligible) },
  {
    name: 'stage value',
    applies: isTotem,
    value: (c, s) => String(costFacts(c, normal(s)).stageValue),
  },
  {
    name: 'Invocation Cost',
    applies: isTotem,
    value: (c, s) => String(costFacts(c, normal(s)).invocationCost),
  },
  { name: 'identity types', applies: isTotem, value: (c) => baseIdentity([c]).types.join(',') },
  { name: 'extra slots', applies: isTotem, value: (c) => String(baseIdentity([c]).extraSlots) },
  { name: 'Prize cards', applies: isPokemon, value: (c, s) => String(costFacts(c, normal(s)).prizeCards) },
  {
    name: 'singleton name',
    applies: (c) => isSpecialEnergy(c) || c.supertype === 'Trainer',
    value: (c) => singletonKey(c.name),
  },
  {
    name: 'Special Energy class',
    applies: isSpecialEnergy,
    value: (c) => {
      const cls = classifySpecialEnergy(c);
      return cls.kind === 'types' ? cls.types.join('+') : cls.kind;
    },
  },
];

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
  const rows: CrosscheckRow[] = [];
  const disagreements: Disagreement[] = [];
  for (const fact of FACTS) {
    const row = { fact: fact.name, compared: 0, agreeing: 0 };
    for (const id of common) {
      const ca = cardsA.get(id)!;
      const cb = cardsB.get(id)!;
      if (!fact.applies(ca) && !fact.applies(cb)) continue;
      row.compared++;
      const va = fact.applies(ca) ? fact.value(ca, a) : '(n/a)';
      const vb = fact.applies(cb) ? fact.value(cb, b) : '(n/a)';
      if (va === vb) row.agreeing++;
      else disagreements.push({ id, name: ca.name, fact: fact.name, a: va, b: vb });
    }
    rows.push(row);
  }
  // "Same card as": the group of a Pokémon = the common Pokémon with its name and mechanical identity.
  const groups = (cards: Map<string, Card>): Map<string, string> => {
    const byKey = new Map<string, string[]>();
    for (const id of common) {
      const c = cards.get(id)!;
      if (!isPokemon(c)) continue;
      const key = `${c.nameKey}#${sameCardKey(c)}`;
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    }
    const of = new Map<string, string>();
    for (const ids of byKey.values()) for (const id of ids) of.set(id, ids.sort().join(' '));
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
