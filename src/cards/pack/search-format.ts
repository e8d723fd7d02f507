import type { Card, CardSet, PokemonType } from '../../model/card.js';
import { searchCardDefaults, type PACK_FORMAT, type PackSearchVersion, type PackTotemFacts } from './format.js';

// How a version of the search index is written: a tuple, not an object (15,000 objects' field names would be
// half the file, and parsing it is most of what a search of the whole pack costs). Fields a reader can derive
// (the set's id, code and date, a name key) are written only where they differ.

const SUPERTYPES = ['Pokémon', 'Trainer', 'Energy'] as const;
/**
 * The empty lists of a search card, one frozen list for all (120,000 fewer allocations in a search of every card;
 * the rules only read a card, and a write would throw rather than change every card).
 */
const NONE = Object.freeze([]) as unknown as never[];
const ENERGY_KINDS = [null, 'basic', 'special'] as const;

/** The Totem facts as written: `[identity, extraSlots, invocationCost, prizeCards, stage]`. */
type TotemRow = [PokemonType[], number, number | null, number, number | null];

/**
 * One version as `search.json.gz` holds it: `[id, name, supertype, subtypes, types, number, set, energy kind,
 * fingerprint, Spanish name or 0, name keys, other printings as [id, set, number], Totem facts or 0, the card's
 * other fields that are not their default or derived, or 0]`. `set` is an index into the index's `sets`.
 */
export type PackSearchRow = [
  id: string,
  name: string,
  supertype: number,
  subtypes: string[],
  types: PokemonType[],
  number: string,
  set: number,
  energyKind: number,
  fingerprint: string,
  es: string | 0,
  keys: string[],
  printings: [string, number, string][],
  totem: TotemRow | 0,
  rest: Partial<Card> | 0,
];

/** A version as written, given where each set is in the index. */
export function encodeVersion(
  v: PackSearchVersion,
  setAt: ReadonlyMap<string, number>,
  sets: CardSet[],
): PackSearchRow {
  const c = v.card;
  const at = (setId: string): number => {
    const i = setAt.get(setId);
    if (i === undefined) throw new Error(`search index: ${setId} is not a set of the pack`);
    return i;
  };
  const set = sets[at(c.setId)]!;
  const defaults = searchCardDefaults();
  const derived: Partial<Card> = {
    setCode: set.code,
    releaseDate: set.releaseDate,
    singletonName: c.name,
    nameKey: v.keys[0],
    ...defaults,
  };
  const shown = new Set([
    'id',
    'name',
    'supertype',
    'subtypes',
    'types',
    'number',
    'setId',
    'energyKind',
    'fingerprint',
    'names',
  ]);
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(c)) {
    if (shown.has(field)) continue;
    if (JSON.stringify(value) !== JSON.stringify((derived as Record<string, unknown>)[field])) rest[field] = value;
  }
  const names = c.names ?? {};
  if (Object.keys(names).some((lang) => lang !== 'es')) rest.names = names;
  const t = v.totem;
  return [
    c.id,
    c.name,
    SUPERTYPES.indexOf(c.supertype as (typeof SUPERTYPES)[number]),
    c.subtypes,
    c.types,
    c.number,
    at(c.setId),
    ENERGY_KINDS.indexOf(c.energyKind),
    c.fingerprint,
    names.es ?? 0,
    v.keys,
    v.printings.map(([id, setId, number]): [string, number, string] => [id, at(setId), number]),
    t ? [t.identity, t.extraSlots, t.invocationCost, t.prizeCards, t.stage] : 0,
    Object.keys(rest).length ? (rest as Partial<Card>) : 0,
  ];
}

/** A version as a reader uses it; null when the row is not one (a damaged file). */
export function decodeVersion(row: PackSearchRow, sets: readonly CardSet[]): PackSearchVersion | null {
  if (!Array.isArray(row) || row.length !== 14) return null;
  const [id, name, supertype, subtypes, types, number, at, energy, fingerprint, es, keys, printings, totem, rest] = row;
  const set = sets[at];
  const kind = SUPERTYPES[supertype];
  if (typeof id !== 'string' || typeof name !== 'string' || !set || !kind || !Array.isArray(keys)) return null;
  if (!Array.isArray(subtypes) || !Array.isArray(types) || !Array.isArray(printings) || !(energy in ENERGY_KINDS))
    return null;
  // One object literal of a fixed shape (no spread): 15,000 of them are built for a search of every card.
  const card: Card = {
    id,
    name,
    supertype: kind,
    subtypes,
    hp: null,
    types,
    evolvesFrom: null,
    rules: NONE,
    abilities: NONE,
    attacks: NONE,
    ancientTrait: null,
    weaknesses: NONE,
    resistances: NONE,
    retreat: 0,
    number,
    setId: set.id,
    setCode: set.code,
    setName: '',
    releaseDate: set.releaseDate,
    rarity: null,
    regulationMark: null,
    energyKind: ENERGY_KINDS[energy]!,
    singletonName: name,
    nameKey: keys[0] ?? '',
    fingerprint,
  };
  if (es) card.names = { es };
  if (rest) Object.assign(card, rest);
  const others: [string, string, string][] = [];
  for (const p of printings) {
    const s = Array.isArray(p) ? sets[p[1]] : undefined;
    if (!s) return null;
    others.push([p[0], s.id, p[2]]);
  }
  const facts: PackTotemFacts | null = totem
    ? { identity: totem[0], extraSlots: totem[1], invocationCost: totem[2], prizeCards: totem[3], stage: totem[4] }
    : null;
  return { card, keys, printings: others, totem: facts };
}

/**
 * `search.json.gz`: every distinct version of the pack, in the order a search of every card lists them, each
 * written as a tuple (search-format.ts).
 */
export interface PackSearchFile {
  format: typeof PACK_FORMAT;
  schema: number;
  versions: PackSearchRow[];
}
