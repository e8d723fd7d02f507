import type { Card, CardSet, PokemonType } from '../model/card.js';
import type { EnergyClass } from '../model/facts.js';
import { PACK_FORMAT, type PackSearchVersion, type PackTotemFacts } from '../model/pack-format.js';
import type { SearchOpener } from '../cards/pack/reader.js';

// How the search index is written (docs/card-pack.md): a header with the fit classes, a line per column (what
// picks a version and what the fit decides it by), then a line per version with the rest of its card, parsed only
// when the card is read. A search of the whole pack parses the columns it reads only.

/** The search index's own format, beside the pack's schema: bump it when a reader of the old one would misread it. */
export const SEARCH_FORMAT = 2;

export const SUPERTYPES = ['Pokémon', 'Trainer', 'Energy'] as const;
/**
 * The empty lists of a search card, one frozen list for all (120,000 fewer allocations in a search of every card;
 * the rules only read a card, and a write would throw rather than change every card).
 */
const NONE = Object.freeze([]) as unknown as never[];
export const ENERGY_KINDS = [null, 'basic', 'special'] as const;

/**
 * A fit class: what the fit verdict reads of a card on its own (commands/cards/fit-verdict.ts), derived when the
 * pack is built (search-card.ts). Cards of one class are judged alike (fits-class.test.ts, over the whole pack).
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
export type TotemRow = [PokemonType[], number, number | null, number, number | null];

/** A fit class as written: `[supertype, energy kind, subtypes, needed, energy class or 0, ACE SPEC 0/1]`. */
export type ClassRow = [number, number, string[], PokemonType[], EnergyClass | 0, 0 | 1];

const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
const or0 =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T | 0 =>
    v === 0 || check(v);
// Written out, not a tuple of checks: calling a list of checks took 6 ms of a search (591 classes, 600 card lines).
const isTotemRow = (t: unknown): t is TotemRow =>
  Array.isArray(t) && t.length === 5 && isStrings(t[0]) && isCount(t[1]) && isCount(t[3]);
const isCardLine = (v: unknown): v is CardLine =>
  Array.isArray(v) &&
  v.length === 8 &&
  isStrings(v[0]) &&
  isStrings(v[1]) &&
  isString(v[2]) &&
  (v[4] === 0 || isString(v[4])) &&
  Array.isArray(v[5]) &&
  (v[6] === 0 || isObject(v[6])) &&
  (v[7] === 0 || isString(v[7]));
const isClassRow = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length === 6 &&
  (v[0] as PropertyKey) in SUPERTYPES &&
  (v[1] as PropertyKey) in ENERGY_KINDS &&
  isStrings(v[2]) &&
  isStrings(v[3]) &&
  (v[4] === 0 || isObject(v[4])) &&
  (v[5] === 0 || v[5] === 1);

/**
 * The columns, one line each after the first, in this order, each with the check of its entries (one per version,
 * in search order; `sameCard` 0: the fingerprint; `totem` 0: it can't be a Totem), parsed and checked when first read.
 */
const COLUMN_CHECKS = {
  id: isString,
  name: isString,
  // The number of classes as `this`: each check is handed to `every` itself (a check called through one closure for
  // every column took twice as long: ~2 ms of a search's six columns).
  class: function (this: number, c: unknown): c is number {
    return isCount(c) && c < this;
  },
  fingerprint: isString,
  sameCard: or0(isString),
  singleton: isString,
  keys: isString,
  totem: or0(isTotemRow),
};
export type Column = keyof typeof COLUMN_CHECKS;
export const COLUMNS = Object.keys(COLUMN_CHECKS) as Column[];
export type Columns = {
  [C in Column]: (typeof COLUMN_CHECKS)[C] extends (v: unknown, ...rest: never[]) => v is infer T ? T : never;
};

/** A version's card line, after the columns: each field is described in docs/card-pack.md (`search.jsonl`). */
export type CardLine = [
  subtypes: string[],
  types: PokemonType[],
  number: string,
  set: number,
  es: string | 0,
  printings: [string, number, string][],
  rest: Partial<Card> | 0,
  nameKey: string | 0,
];

/** The first line of `search.jsonl`. */
export interface PackSearchHeader {
  format: typeof PACK_FORMAT;
  schema: number;
  /** SEARCH_FORMAT. */
  search: number;
  /** How many versions; each column has one entry per version, and a card line follows per version. */
  count: number;
  classes: ClassRow[];
}

export type SearchVersion = Pick<PackSearchVersion, 'card' | 'printings'>;

/** A pack's search index, opened: its lines found, a column or a version's card parsed (and checked) when first read. */
export class SearchIndex {
  /** The fit classes, as the class column names them. */
  readonly classes: FitClass[];
  readonly length: number;
  private readonly columns: Partial<Record<Column, unknown[]>> = {};
  private readonly decoded: (SearchVersion | undefined)[];

  private constructor(
    header: PackSearchHeader,
    private readonly text: string,
    private readonly starts: Uint32Array,
    private readonly sets: readonly CardSet[],
    private readonly damaged: (why: string) => never,
    private readonly parse: (text: string) => unknown,
  ) {
    this.length = header.count;
    this.decoded = new Array<SearchVersion | undefined>(header.count);
    this.classes = header.classes.map(([supertype, energy, subtypes, needed, cls, ace]) => ({
      supertype: SUPERTYPES[supertype]!,
      energyKind: ENERGY_KINDS[energy]!,
      subtypes,
      needed,
      energy: cls === 0 ? null : cls,
      aceSpec: ace === 1,
    }));
  }

  /** Open the text of `search.jsonl` (the pack reads and checks the file: `CardPack.searchIndex`). */
  static readonly open: SearchOpener<SearchIndex> = (text, sets, checkHeader, damaged, parse) => {
    const end = text.indexOf('\n');
    const header = parse(end < 0 ? text : text.slice(0, end)) as PackSearchHeader;
    checkHeader(header);
    if (header.search !== SEARCH_FORMAT)
      damaged(`is a search index of format ${String(header.search ?? 1)}; this totem reads format ${SEARCH_FORMAT}`);
    const { classes, count } = header;
    if (!Array.isArray(classes) || !isCount(count)) damaged('holds no versions (a damaged card pack)');
    if (!classes.every(isClassRow)) damaged('holds a fit class that is not one (a damaged card pack)');
    // The columns, then one line per version, each ended by a line feed, and nothing after.
    const lines = COLUMNS.length + count;
    const starts = new Uint32Array(lines + 1);
    let at = end + 1;
    for (let i = 0; i < lines; i++) {
      const next = end < 0 ? -1 : text.indexOf('\n', at);
      if (next < 0) damaged(`holds ${i} lines after its first, of ${lines} (a damaged card pack)`);
      starts[i] = at;
      at = next + 1;
    }
    starts[lines] = at;
    if (at !== text.length) damaged(`holds more lines than its ${count} versions (a damaged card pack)`);
    return new SearchIndex(header, text, starts, sets, damaged, parse);
  };

  private line(i: number): unknown {
    return this.parse(this.text.slice(this.starts[i], this.starts[i + 1]! - 1));
  }

  /**
   * A column, parsed and checked whole the first time it is read: one entry per version. Whole, because a search
   * looks values up in a column (indexOf) without reading its entries one by one.
   */
  column<C extends Column>(name: C): Columns[C][] {
    let values = this.columns[name];
    if (!values) {
      const parsed = this.line(COLUMNS.indexOf(name));
      const valid: (this: number, v: unknown) => boolean = COLUMN_CHECKS[name];
      if (!Array.isArray(parsed) || parsed.length !== this.length || !parsed.every(valid, this.classes.length))
        this.damaged(`holds a ${name} column that is not one (a damaged card pack)`);
      values = this.columns[name] = parsed as unknown[];
    }
    return values as Columns[C][];
  }

  readonly id = (i: number): string => this.column('id')[i]!;
  readonly name = (i: number): string => this.column('name')[i]!;
  /** Its fit class: an index into `classes`. */
  readonly fitClass = (i: number): number => this.column('class')[i]!;
  /** sameCardKey of its card. */
  readonly sameCard = (i: number): string => {
    const key = this.column('sameCard')[i]!;
    return key === 0 ? this.fingerprint(i) : key;
  };
  readonly fingerprint = (i: number): string => this.column('fingerprint')[i]!;
  /** singletonKey of its name. */
  readonly singleton = (i: number): string => this.column('singleton')[i]!;
  /** Its name keys (every printing's, in every language), joined by line feeds (a key holds none). */
  readonly keys = (i: number): string => this.column('keys')[i]!;

  /** Its Totem facts (null: it can't be a Totem), without reading its card. */
  totem(i: number): PackTotemFacts | null {
    const t = this.column('totem')[i]!;
    return t ? { identity: t[0], extraSlots: t[1], invocationCost: t[2], prizeCards: t[3], stage: t[4] } : null;
  }

  /** Version i, its card parsed from its line the first time (a damaged line throws, naming the file). */
  version(i: number): SearchVersion {
    return (this.decoded[i] ??= this.decode(i));
  }

  private decode(i: number): SearchVersion {
    const line = this.line(COLUMNS.length + i);
    const set = Array.isArray(line) ? this.sets[line[3] as number] : undefined;
    if (!set || !isCardLine(line)) return this.damaged('holds a version that is not one (a damaged card pack)');
    const [subtypes, types, number, , es, printings, rest, key] = line;
    const fit = this.classes[this.fitClass(i)]!;
    const singleton = this.singleton(i);
    const name = this.name(i);
    // One object literal of a fixed shape (no spread), as the sets' cards are built.
    const card: Card = {
      id: this.id(i),
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
      nameKey: key === 0 ? singleton : key,
      fingerprint: this.fingerprint(i),
    };
    if (es) card.names = { es };
    if (rest) Object.assign(card, rest);
    const others = printings.map((p): [string, string, string] => {
      const s = Array.isArray(p) && isString(p[0]) && isString(p[2]) ? this.sets[p[1]] : undefined;
      return s ? [p[0], s.id, p[2]] : this.damaged('holds a version that is not one (a damaged card pack)');
    });
    return { card, printings: others };
  }
}
