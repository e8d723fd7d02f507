import type { Card, CardSet } from '../model/card.js';
import { PACK_FORMAT, PACK_SCHEMA } from '../model/pack-format.js';
import { computeSpeciesStages } from '../model/species.js';
import { normalStageIn } from '../cards/lookup/lookup.js';
import { searchVersions } from './search-card.js';
import {
  COLUMNS,
  ENERGY_KINDS,
  SEARCH_FORMAT,
  SUPERTYPES,
  type CardLine,
  type ClassRow,
  type Column,
  type Columns,
  type PackSearchHeader,
} from './search-index.js';

// The writing half of the search index (its format and reader: search-index.ts), derived by the run-time code: the
// packer writes it, and the page makes it from the sets it keeps (web/src/keep-offline-search.ts), the same bytes.

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A search card's fields that hold these values are not written; the reader puts them back (SearchIndex.decode). */
const DEFAULTS: Partial<Card> = {
  subtypes: [],
  hp: null,
  types: [],
  evolvesFrom: null,
  rules: [],
  abilities: [],
  attacks: [],
  ancientTrait: null,
  weaknesses: [],
  resistances: [],
  retreat: 0,
  setName: '',
  rarity: null,
  regulationMark: null,
  energyKind: null,
};

/** `search.jsonl` from the pack's cards (sets in index order) and their species' stages (else from the cards). */
export function searchIndexText(cards: Card[], sets: CardSet[], species = computeSpeciesStages(cards)): string {
  const stages = new Map(species.map((s) => [s.nameKey, s]));
  const entries = searchVersions(cards, (s) => normalStageIn({ speciesStage: (key) => stages.get(key) }, s));
  const setAt = new Map(sets.map((s, i) => [s.id, i]));
  const at = (setId: string): number => {
    const i = setAt.get(setId);
    if (i === undefined) throw new Error(`search index: ${setId} is not a set of the pack`);
    return i;
  };
  const classes: ClassRow[] = [];
  const classAt = new Map<string, number>();
  const columns = Object.fromEntries(COLUMNS.map((c) => [c, [] as unknown[]])) as {
    [C in Column]: Columns[C][];
  };
  const lines: string[] = [];
  const shown = new Set(['id', 'name', 'supertype', 'subtypes', 'types', 'number', 'setId', 'energyKind']);
  for (const field of ['fingerprint', 'names', 'nameKey']) shown.add(field);
  for (const v of entries) {
    const c = v.card;
    const f = v.fit;
    const row: ClassRow = [
      SUPERTYPES.indexOf(f.supertype as (typeof SUPERTYPES)[number]),
      ENERGY_KINDS.indexOf(f.energyKind),
      f.subtypes,
      f.needed,
      f.energy ?? 0,
      f.aceSpec ? 1 : 0,
    ];
    const classKey = JSON.stringify(row);
    if (!classAt.has(classKey)) classAt.set(classKey, classes.push(row) - 1);
    if (c.supertype !== f.supertype || c.energyKind !== f.energyKind)
      throw new Error(`search index: ${c.id}'s fit class is not its own`);
    if (v.keys.some((k) => k.includes('\n'))) throw new Error(`search index: ${c.id} has a name key with a line feed`);
    const t = v.totem;
    columns.id.push(c.id);
    columns.name.push(c.name);
    columns.class.push(classAt.get(classKey)!);
    columns.fingerprint.push(c.fingerprint);
    columns.sameCard.push(v.sameCard === c.fingerprint ? 0 : v.sameCard);
    columns.singleton.push(v.singleton);
    columns.keys.push(v.keys.join('\n'));
    columns.totem.push(t ? [t.identity, t.extraSlots, t.invocationCost, t.prizeCards, t.stage] : 0);
    const set = sets[at(c.setId)]!;
    const derived: Record<string, unknown> = {
      setCode: set.code,
      releaseDate: set.releaseDate,
      singletonName: c.name,
      ...DEFAULTS,
    };
    const rest: Record<string, unknown> = Object.fromEntries(
      Object.entries(c).filter(([field, value]) => !shown.has(field) && !same(value, derived[field])),
    );
    const names = c.names ?? {};
    if (Object.keys(names).some((lang) => lang !== 'es')) rest.names = names;
    const line: CardLine = [
      c.subtypes,
      c.types,
      c.number,
      at(c.setId),
      names.es ?? 0,
      v.printings.map(([id, setId, number]): [string, number, string] => [id, at(setId), number]),
      Object.keys(rest).length ? (rest as Partial<Card>) : 0,
      c.nameKey === v.singleton ? 0 : c.nameKey,
    ];
    lines.push(JSON.stringify(line));
  }
  const header: PackSearchHeader = {
    format: PACK_FORMAT,
    schema: PACK_SCHEMA,
    search: SEARCH_FORMAT,
    count: entries.length,
    classes,
  };
  const text = [header, ...COLUMNS.map((c) => columns[c]), ...lines]
    .map((l) => `${typeof l === 'string' ? l : JSON.stringify(l)}\n`)
    .join('');
  return asciiJson(text);
}

/**
 * JSON text with every character beyond ASCII written as its escape (`é` → `\u00e9`; outside strings JSON is
 * ASCII already): 4,594 such characters in 3 MB (names: é, ◇, ★) would make the whole text two bytes a character
 * once read — decoding it, finding its lines and parsing its columns took twice as long (docs/card-pack.md).
 */
function asciiJson(text: string): string {
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
