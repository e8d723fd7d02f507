import type { Card, CardSet, PokemonType } from './card.js';
import { numberCore, numberKey } from './names.js';
import { byText } from './compare.js';
import { DatasetError } from './errors.js';

// The card pack's files, as `npm run cards:pack` writes them and every reader (CLI, library, web page) reads
// them. docs/card-pack.md describes the format; bump PACK_SCHEMA when a reader of the old one would misread it.

export const PACK_FORMAT = 'totem-card-pack';
export const PACK_SCHEMA = 3;
/** The index's file name inside a pack folder; set files are named by the index. */
export const PACK_INDEX_FILE = 'index.json';

/** Where a pack's cards came from: one entry per dataset checkout, in order of precedence. */
export interface PackSource {
  kind: 'pokemontcg' | 'tcgdex';
  /** The checkout's commit, when it is a git checkout or says it in SNAPSHOT.md; else null. */
  commit: string | null;
  /** The date of that commit (ISO 8601), or null. */
  date: string | null;
}

/** A file of the pack as the index names it: where it is and what it must be. */
export interface PackFileEntry {
  /** Relative to the pack folder, `/`-separated, no `.` or `..` segment (`sets/sv3.jsonl`). */
  file: string;
  /**
   * `sha256-<hex>` of the file's text (inflated, for a `.gz` file): the text the content hash reads too, so a
   * server or cache that packs the gzip again (the page re-gzips what fetch unpacked) does not change it.
   */
  digest: string;
  /** The file's size as stored, in bytes (Node reads no more of it). */
  bytes: number;
  /** Its text's size in bytes (inflated, for a `.gz` file): inflating stops as soon as it passes this. */
  size: number;
}

/** The pack's lookup tables, one text file each (see docs/card-pack.md): searched, never parsed whole. */
export const PACK_TABLES = { names: 'names.tsv', aliases: 'aliases.tsv', species: 'species.tsv' } as const;
export type PackTable = keyof typeof PACK_TABLES;

/**
 * A lookup table's text: `key TAB value` lines sorted by key in code-unit order (the order a reader's binary
 * search compares in), each ended by a line feed. A key or value that could break a line is a build error.
 */
export function lookupTable(rows: [string, string][]): string {
  const sorted = rows.sort(([a], [b]) => byText(a, b));
  for (const [i, [key, value]] of sorted.entries()) {
    if (/[\t\n\r]/.test(key) || /[\n\r]/.test(value) || key === '')
      throw new DatasetError(`card pack: a table key or value holds a tab or line break: ${JSON.stringify(key)}`);
    if (i > 0 && sorted[i - 1]![0] === key)
      throw new DatasetError(`card pack: a table key twice: ${JSON.stringify(key)}`);
  }
  return sorted.map(([key, value]) => `${key}\t${value}\n`).join('');
}

/** The `names` table from each set's cards' name keys (sets in the index's order): the page makes it so too. */
export function namesTable(sets: readonly (readonly string[])[][]): string {
  const names = new Map<string, number[]>();
  sets.forEach((cards, i) => new Set(cards.flat()).forEach((key) => names.set(key, [...(names.get(key) ?? []), i])));
  return lookupTable([...names].map(([key, at]) => [key, at.join(',')]));
}

export interface PackSetEntry extends PackFileEntry {
  set: CardSet;
  cards: number;
  /** The TCGdex set ids whose cards this set holds (`["sv03"]`; several for a set TCGdex splits; none when TCGdex lacks it). */
  tcgdex: string[];
}

/** `index.json`: read on every run, so it holds only what finds the set files a deck needs. */
export interface PackIndexFile {
  format: typeof PACK_FORMAT;
  schema: number;
  /** `sha256-<hex>` of the set files and of this index without this field (see docs/card-pack.md). */
  hash: string;
  sources: PackSource[];
  /** The release date of the newest set (`YYYY-MM-DD`): how old the card data is. */
  newest: string;
  cards: number;
  /** Every set, in the order the sources list them. */
  sets: PackSetEntry[];
  /**
   * The lookup tables, each a text file of sorted lines `key TAB value` (a reader binary-searches the text, so
   * opening a pack parses none of them): `names` name key (every language) → `i,j,…` indexes into `sets` of the
   * sets with a card of that name; `aliases` another source's card id → the pack's id (`sv03-125` → `sv3-125`);
   * `species` species name key → `stage TAB how it was decided`.
   */
  tables: Record<PackTable, PackFileEntry>;
  /** Card ids that do not start with `<set id>-`, → index into `sets`. */
  ids: [string, number][];
  /**
   * The search index (`search.jsonl`, see PackSearchVersion): what `cards find --fits` and `totems` read instead of
   * every set. Optional: a pack built before it existed has none, and a reader then reads the sets.
   */
  search?: PackFileEntry;
}

export const PACK_SEARCH_FILE = 'search.jsonl';

/** The Totem facts `totems` lists, derived at build time by the same code as at run time (src/derive/). */
export interface PackTotemFacts {
  /** Its identity as `totem identity` gives it, without extra types. */
  identity: PokemonType[];
  extraSlots: number;
  invocationCost: number | null;
  prizeCards: number;
  stage: number | null;
}

/** One distinct version (same name, same fingerprint: reprints and alternate arts are one) in the search index. */
export interface PackSearchVersion {
  /**
   * Its newest printing, with only what the fit's rules, `totems` and the listing read: the attacks' and
   * abilities' text, Weakness and Resistance are left out (src/derive/search-card.ts says what is kept and why).
   */
  card: Card;
  /** Every name key of every printing, in every language: a search matches the version when one holds it. */
  keys: string[];
  /** The other printings, newest first: `[id, set id, number]`. */
  printings: [id: string, setId: string, number: string][];
  /** When it can be a Totem, the facts `totems` lists; null when it can't. */
  totem: PackTotemFacts | null;
}

/** Per card, what finds it in its set, computed when the pack is built; `bytes`: its line's UTF-8 length. */
export type PackCardLookup = [id: string, numberKey: string, numberCore: string, bytes: number];

/** Per card, its name keys (every name, every language) and its TCGdex image path. */
export type PackCardNames = [nameKeys: string[], image: string | null];

export interface PackSetCard {
  card: Card;
  nameKeys: string[];
  image: string | null;
}

/**
 * The first line of a set file: what finds a card by set and number without reading any card. The second line
 * is the cards' names (PackCardNames, one per card): read when a lookup goes by name or wants an image. Then the
 * cards, one JSON text per line in the order of `cards`, each parsed only when a lookup asks for that card: a
 * check needs a few cards of each of some 15 sets, and parsing whole sets was most of its start-up.
 */
export interface PackSetHeader {
  format: typeof PACK_FORMAT;
  schema: number;
  set: string;
  /** One per card line, in order; `bytes` says where each line ends (no scan for line breaks). */
  cards: PackCardLookup[];
}

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/**
 * A set file's text (`sets/<id>.jsonl`): header line, names line, card lines. JSON.stringify writes no raw line
 * break, so every card is one line. `extra` goes into the header (an overlay's set record and digest).
 */
export function setFileText(setId: string, cards: readonly PackSetCard[], extra?: Record<string, unknown>): string {
  const lines = cards.map((c) => JSON.stringify(c.card));
  const header: PackSetHeader = {
    format: PACK_FORMAT,
    schema: PACK_SCHEMA,
    set: setId,
    cards: cards.map((c, at) => [
      c.card.id,
      numberKey(c.card.number),
      numberCore(c.card.number),
      utf8Length(lines[at]!),
    ]),
  };
  const names: PackCardNames[] = cards.map((c) => [c.nameKeys, c.image]);
  return `${[JSON.stringify({ ...header, ...extra }), JSON.stringify(names), ...lines].join('\n')}\n`;
}

/** The file of a set inside the pack: its id, kept readable, with anything but `[A-Za-z0-9._-]` escaped. */
export function setFileName(setId: string): string {
  return `sets/${setId.replace(/[^\w.-]/g, (c) => `~${c.charCodeAt(0).toString(16)}~`)}.jsonl`;
}
