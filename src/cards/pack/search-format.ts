import type { Card, CardSet, PokemonType } from '../../model/card.js';
import type { EnergyClass } from '../../model/facts.js';
import { PACK_FORMAT, searchCardDefaults, type PackSearchVersion, type PackTotemFacts } from './format.js';

// How the search index is written (docs/card-pack.md): a first line that a search reads whole — per version what
// picks it (its name keys) and what the fit decides it by (its fit class, what ties it to a Totem or a ban), and
// the table of fit classes — then one line per version with the rest of its card, parsed only when the card is
// read (a listed row, a class's first card). A search of the whole pack parses the short part only.

/**
 * The search index's own format, beside the pack's schema (which set files share): bump it when a reader of the
 * old one would misread the file. 1 was one JSON text of 14-field tuples; 2 is the first line plus card lines.
 */
export const SEARCH_FORMAT = 2;

const SUPERTYPES = ['Pokémon', 'Trainer', 'Energy'] as const;
/**
 * The empty lists of a search card, one frozen list for all (120,000 fewer allocations in a search of every card;
 * the rules only read a card, and a write would throw rather than change every card).
 */
const NONE = Object.freeze([]) as unknown as never[];
const ENERGY_KINDS = [null, 'basic', 'special'] as const;

/**
 * A fit class: what the fit verdict reads of a card on its own (src/commands/fit-verdict.ts), derived when the
 * pack is built (src/derive/search-card.ts). Cards of one class are judged alike, so a search decides each class
 * once instead of each of 15,000 versions; test/commands/fits-class.test.ts checks that over the whole pack.
 */
export interface FitClass {
  supertype: Card['supertype'];
  energyKind: Card['energyKind'];
  /** Sorted, each once. */
  subtypes: string[];
  /** The types it needs (typesNeeded, with its Special Energy class). */
  needed: PokemonType[];
  /** A Special Energy's class (classifySpecialEnergy), else null. */
  energy: EnergyClass | null;
  aceSpec: boolean;
}

/** A version as the build hands it over: the version and what the first line holds of it. */
export interface PackSearchEntry extends PackSearchVersion {
  fit: FitClass;
  /** sameCardKey of its card. */
  sameCard: string;
  /** singletonKey of its name. */
  singleton: string;
}

/** The Totem facts as written: `[identity, extraSlots, invocationCost, prizeCards, stage]`. */
type TotemRow = [PokemonType[], number, number | null, number, number | null];

/** A fit class as written: `[supertype, energy kind, subtypes, needed, energy class or 0, ACE SPEC 0/1]`. */
type ClassRow = [number, number, string[], PokemonType[], EnergyClass | 0, 0 | 1];

/**
 * A version on the first line: `[id, name, fit class, name keys joined by line feeds, fingerprint, singleton key
 * or 0 (the first name key), same-card key or 0 (the fingerprint), Totem facts or 0]`.
 */
export type SearchRow = [
  id: string,
  name: string,
  fitClass: number,
  keys: string,
  fingerprint: string,
  singleton: string | 0,
  sameCard: string | 0,
  totem: TotemRow | 0,
];

/**
 * A version's line: `[subtypes, types, number, set, Spanish name or 0, other printings as [id, set, number], the
 * card's other fields that are not their default or derived, or 0]`. `set` is an index into the pack's sets.
 */
type CardLine = [
  subtypes: string[],
  types: PokemonType[],
  number: string,
  set: number,
  es: string | 0,
  printings: [string, number, string][],
  rest: Partial<Card> | 0,
];

/** The first line of `search.json.gz`. */
export interface PackSearchHeader {
  format: typeof PACK_FORMAT;
  schema: number;
  /** SEARCH_FORMAT. */
  search: number;
  classes: ClassRow[];
  /** In the order a search of every card lists them; line 2 + i holds the rest of version i. */
  versions: SearchRow[];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The text of `search.json.gz` for these versions (in search order), given the pack's sets in index order. */
export function encodeSearchIndex(entries: readonly PackSearchEntry[], sets: readonly CardSet[], schema: number): string {
  const setAt = new Map(sets.map((s, i) => [s.id, i]));
  const at = (setId: string): number => {
    const i = setAt.get(setId);
    if (i === undefined) throw new Error(`search index: ${setId} is not a set of the pack`);
    return i;
  };
  const classes: ClassRow[] = [];
  const classAt = new Map<string, number>();
  const versions: SearchRow[] = [];
  const lines: string[] = [];
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
    let cls = classAt.get(classKey);
    if (cls === undefined) {
      classAt.set(classKey, (cls = classes.length));
      classes.push(row);
    }
    if (c.supertype !== f.supertype || c.energyKind !== f.energyKind)
      throw new Error(`search index: ${c.id}'s fit class is not its own`);
    if (v.keys.some((k) => k.includes('\n'))) throw new Error(`search index: ${c.id} has a name key with a line feed`);
    const t = v.totem;
    versions.push([
      c.id,
      c.name,
      cls,
      v.keys.join('\n'),
      c.fingerprint,
      v.singleton === v.keys[0] ? 0 : v.singleton,
      v.sameCard === c.fingerprint ? 0 : v.sameCard,
      t ? [t.identity, t.extraSlots, t.invocationCost, t.prizeCards, t.stage] : 0,
    ]);
    const set = sets[at(c.setId)]!;
    const derived: Partial<Card> = {
      setCode: set.code,
      releaseDate: set.releaseDate,
      singletonName: c.name,
      nameKey: v.keys[0],
      ...searchCardDefaults(),
    };
    const shown = new Set(['id', 'name', 'supertype', 'subtypes', 'types', 'number', 'setId', 'energyKind']);
    shown.add('fingerprint').add('names');
    const rest: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(c)) {
      if (shown.has(field)) continue;
      if (!same(value, (derived as Record<string, unknown>)[field])) rest[field] = value;
    }
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
    ];
    lines.push(JSON.stringify(line));
  }
  const header: PackSearchHeader = { format: PACK_FORMAT, schema, search: SEARCH_FORMAT, classes, versions };
  return `${JSON.stringify(header)}\n${lines.map((l) => `${l}\n`).join('')}`;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/**
 * The search index of a pack, opened: the first line parsed and checked, the card lines found; a version's card
 * is parsed (and checked) the first time it is read. `damaged` says what is wrong with the file and throws.
 */
export class SearchIndex {
  /** The fit classes, as the first line's versions name them. */
  readonly classes: FitClass[];
  /** Per version, its first-line row. */
  readonly rows: readonly SearchRow[];
  private readonly starts: Uint32Array;
  private readonly decoded: (PackSearchVersion | undefined)[];
  private readonly totems: (PackTotemFacts | null | undefined)[];

  private constructor(
    header: PackSearchHeader,
    private readonly text: string,
    starts: Uint32Array,
    private readonly sets: readonly CardSet[],
    private readonly damaged: (why: string) => never,
  ) {
    this.rows = header.versions;
    this.starts = starts;
    this.decoded = new Array<PackSearchVersion | undefined>(header.versions.length);
    this.totems = new Array<PackTotemFacts | null | undefined>(header.versions.length);
    this.classes = header.classes.map(([supertype, energy, subtypes, needed, cls, ace]) => ({
      supertype: SUPERTYPES[supertype]!,
      energyKind: ENERGY_KINDS[energy]!,
      subtypes,
      needed,
      energy: cls === 0 ? null : cls,
      aceSpec: ace === 1,
    }));
  }

  /**
   * Open the text of `search.json.gz`. `checkHeader` checks the first line's format and schema (the pack's);
   * `damaged` throws what is wrong.
   */
  static open(
    text: string,
    sets: readonly CardSet[],
    checkHeader: (header: PackSearchHeader) => void,
    damaged: (why: string) => never,
  ): SearchIndex {
    const end = text.indexOf('\n');
    let header: PackSearchHeader;
    try {
      header = JSON.parse(end < 0 ? text : text.slice(0, end)) as PackSearchHeader;
    } catch {
      return damaged('is not JSON (a damaged or partly copied card pack)');
    }
    checkHeader(header);
    if (header.search !== SEARCH_FORMAT)
      damaged(`is a search index of format ${String(header.search ?? 1)}; this totem reads format ${SEARCH_FORMAT}`);
    const { classes, versions } = header;
    if (!Array.isArray(classes) || !Array.isArray(versions)) damaged('holds no versions (a damaged card pack)');
    for (const c of classes)
      if (
        !Array.isArray(c) ||
        c.length !== 6 ||
        !(c[0] in SUPERTYPES) ||
        !(c[1] in ENERGY_KINDS) ||
        !isStrings(c[2]) ||
        !isStrings(c[3]) ||
        (c[4] !== 0 && (typeof c[4] !== 'object' || c[4] === null)) ||
        (c[5] !== 0 && c[5] !== 1)
      )
        damaged('holds a fit class that is not one (a damaged card pack)');
    for (const r of versions)
      if (
        !Array.isArray(r) ||
        r.length !== 8 ||
        !isString(r[0]) ||
        !isString(r[1]) ||
        !isCount(r[2]) ||
        r[2] >= classes.length ||
        !isString(r[3]) ||
        !isString(r[4]) ||
        (r[5] !== 0 && !isString(r[5])) ||
        (r[6] !== 0 && !isString(r[6])) ||
        (r[7] !== 0 && (!Array.isArray(r[7]) || r[7].length !== 5 || !isStrings(r[7][0])))
      )
        damaged('holds a version that is not one (a damaged card pack)');
    // One line per version, each ended by a line feed, and nothing after.
    const starts = new Uint32Array(versions.length + 1);
    let at = end + 1;
    for (let i = 0; i < versions.length; i++) {
      const next = end < 0 ? -1 : text.indexOf('\n', at);
      if (next < 0) damaged(`holds ${i} card lines for ${versions.length} versions (a damaged card pack)`);
      starts[i] = at;
      at = next + 1;
    }
    starts[versions.length] = at;
    if (at !== text.length) damaged(`holds more card lines than its ${versions.length} versions (a damaged card pack)`);
    return new SearchIndex(header, text, starts, sets, damaged);
  }

  get length(): number {
    return this.rows.length;
  }

  /** Version i's Totem facts (null: it can't be a Totem), without reading its card. */
  totem(i: number): PackTotemFacts | null {
    let facts = this.totems[i];
    if (facts === undefined) {
      const t = this.rows[i]![7];
      facts = t
        ? { identity: t[0], extraSlots: t[1], invocationCost: t[2], prizeCards: t[3], stage: t[4] }
        : null;
      this.totems[i] = facts;
    }
    return facts;
  }

  /** Version i, its card parsed from its line the first time (a damaged line throws, naming the file). */
  version(i: number): PackSearchVersion {
    return (this.decoded[i] ??= this.decode(i));
  }

  private decode(i: number): PackSearchVersion {
    const text = this.text.slice(this.starts[i], this.starts[i + 1]! - 1);
    let line: CardLine;
    try {
      line = JSON.parse(text) as CardLine;
    } catch {
      return this.damaged('is not JSON (a damaged or partly copied card pack)');
    }
    const v = decodeVersion(this.rows[i]!, this.classes, line, this.sets, this.totem(i));
    return v ?? this.damaged('holds a version that is not one (a damaged card pack)');
  }
}

/** A version as a reader uses it; null when its line is not one (a damaged file). */
function decodeVersion(
  row: SearchRow,
  classes: readonly FitClass[],
  line: CardLine,
  sets: readonly CardSet[],
  totem: PackTotemFacts | null,
): PackSearchVersion | null {
  if (!Array.isArray(line) || line.length !== 7) return null;
  const [subtypes, types, number, at, es, printings, rest] = line;
  const [id, name, cls, joined, fingerprint] = row;
  const set = sets[at];
  const fit = classes[cls]!;
  if (!set || !isString(number) || !Array.isArray(subtypes) || !Array.isArray(types) || !Array.isArray(printings))
    return null;
  if ((es !== 0 && !isString(es)) || (rest !== 0 && (typeof rest !== 'object' || rest === null))) return null;
  const keys = joined.split('\n');
  // One object literal of a fixed shape (no spread), as the sets' cards are built.
  const card: Card = {
    id,
    name,
    supertype: fit.supertype,
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
    energyKind: fit.energyKind,
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
  return { card, keys, printings: others, totem };
}
