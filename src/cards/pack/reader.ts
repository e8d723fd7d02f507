import type { Card, CardSet } from '../../model/card.js';
import type { CardIndex, SpeciesStage } from '../card-index.js';
import { DatasetError } from '../../model/errors.js';
import {
  PACK_FORMAT,
  PACK_INDEX_FILE,
  PACK_SCHEMA,
  PACK_TABLES,
  type PackCardLookup,
  type PackCardNames,
  type PackFileEntry,
  type PackIndexFile,
  type PackSetHeader,
  type PackTable,
} from '../../model/pack-format.js';
import { byNameThenRelease, byText } from '../../model/compare.js';

// The pack reader. Browser-safe on purpose: no `node:` import, no file system. Files come from the caller's
// `loadFile` (Node: fs, see node.ts; a browser: fetch); lookups stay synchronous over the sets loaded so far.
// Every file but the index is checked against the index before it is used: its size as stored (Node), its
// text's size (bounded while inflating) and the text's sha256 digest, so a damaged or edited file is a PackError
// naming it, never a card.

/**
 * Reads one file of the pack, by its name inside the pack (`index.json`, `sets/sv3.jsonl`), as the bytes
 * stored: the reader checks and unpacks them itself (Web Crypto and DecompressionStream, in browsers and Node).
 */
export type LoadFile = (name: string) => Promise<Uint8Array>;

/** The same, synchronous (Node): a set is then read the first time a lookup needs it. */
export interface LoadFileSync {
  /** The file's bytes as stored; `maxBytes` is what the index says it holds (refuse a larger file unread). */
  read(name: string, maxBytes: number): Uint8Array;
  /** `sha256-<hex>` of these bytes. */
  sha256(bytes: Uint8Array): string;
  /** gunzip, throwing as soon as the output passes `maxBytes`. */
  gunzip(bytes: Uint8Array, maxBytes: number): Uint8Array;
  /** Reads bytes of a file a stamp vouches has this digest, refusing it if it changes; null: read whole, check. */
  range?(name: string, digest: string): Range | null;
}
type Range = (start: number, end: number) => Uint8Array;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Opens the text of a pack's search index: `checkHeader` checks its first line's format and schema (the pack's),
 * `damaged` throws what is wrong, `parse` reads a line's JSON (not JSON: damaged); each names the file.
 */
export type SearchOpener<T> = (
  text: string,
  sets: readonly CardSet[],
  checkHeader: (header: { format?: unknown; schema?: unknown }) => void,
  damaged: (why: string) => never,
  parse: (text: string) => unknown,
) => T;

/** A damaged pack: a data problem (exit 2) naming the file, never a wrong card. */
export class PackError extends DatasetError {
  override name = 'PackError';
  /** What is wrong, without the advice for a command line (a web page words its own). */
  readonly detail: string;
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(`card pack: ${message}; reinstall totem, or rebuild the pack with npm run cards:pack`);
    this.detail = `card pack: ${message}`;
  }
}

const packError = (file: string, what: string): PackError => new PackError(`${file} ${what}`, file);

/** A file inflated past the size the index gives it: a damaged file or a decompression bomb, stopped there. */
const tooLarge = (file: string, limit: number): PackError =>
  packError(file, `inflates past the ${limit} bytes the index gives it (a damaged or edited file)`);

export const mismatch = (file: string): PackError =>
  packError(file, `does not match its digest in ${PACK_INDEX_FILE} (a damaged or edited file)`);

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

const inflate = (bytes: Uint8Array, limit: number, file: string): Promise<Uint8Array> =>
  readCapped(
    new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip')),
    limit,
    () => tooLarge(file, limit),
  );

export async function readCapped(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  // Joined by hand, not through Blob: browsers have it, but the VM context of the library's browser test lacks it.
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const cannotRead = (file: string, error: unknown): PackError =>
  new PackError(`${file}: cannot be read (${errorText(error)})`, file);

async function load(loadFile: LoadFile, file: string): Promise<Uint8Array> {
  try {
    return await loadFile(file);
  } catch (error) {
    throw cannotRead(file, error);
  }
}

async function loadChecked(loadFile: LoadFile, entry: PackFileEntry): Promise<Uint8Array> {
  const { file } = entry;
  const bytes = await load(loadFile, file);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw packError(file, 'cannot be checked here (no Web Crypto: serve the page over https or localhost)');
  // No stored-size check here: a server may send the file packed otherwise (the digest is of the text).
  const text = isGzip(bytes)
    ? await inflate(bytes, entry.size, file).catch((error: unknown) => {
        throw error instanceof PackError ? error : mismatch(file); // a damaged gzip stream
      })
    : bytes;
  const digest = async () => `sha256-${hex(await subtle.digest('SHA-256', text as Uint8Array<ArrayBuffer>))}`;
  if (text.length !== entry.size || (await digest()) !== entry.digest) throw mismatch(file);
  return text;
}

const decoder = new TextDecoder();

/**
 * Bytes packed with gzip (its magic number; no JSON or table text starts with 0x1f). Any file of a pack may be
 * stored packed, whatever its name (the page's build and its offline store pack the set files): the digest is of
 * the text. And a loader may hand over a body a server already unpacked.
 */
const isGzip = (bytes: Uint8Array): boolean => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The same, synchronously, through Node's fs, crypto and zlib: the stored size first, as Node reads the file. */
function loadCheckedSync(sync: LoadFileSync, entry: PackFileEntry): Uint8Array {
  const { file } = entry;
  let bytes: Uint8Array;
  try {
    bytes = sync.read(file, entry.bytes);
  } catch (error) {
    if (error instanceof PackError) throw error;
    // Larger than the index gives it (refused unread): an edited file.
    if ((error as { code?: unknown }).code === 'EFBIG') throw mismatch(file);
    throw cannotRead(file, error);
  }
  if (bytes.length !== entry.bytes) throw mismatch(file);
  let text = bytes;
  if (isGzip(bytes)) {
    try {
      text = sync.gunzip(bytes, entry.size);
    } catch (error) {
      // zlib's maxOutputLength says ERR_BUFFER_TOO_LARGE; anything else is a damaged gzip stream.
      throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge(file, entry.size) : mismatch(file);
    }
  }
  if (text.length !== entry.size || sync.sha256(text) !== entry.digest) throw mismatch(file);
  return text;
}

/** What a pack says about itself (for `cards info`, "card data from …" messages and the web page). */
export type PackInfo = Pick<PackIndexFile, 'schema' | 'hash' | 'sources' | 'newest' | 'cards'> & { sets: number };

/** A set file opened (see PackSetHeader): each line read and parsed the first time a lookup needs it. */
export class LoadedSet {
  readonly lookups: PackCardLookup[];
  private readonly cards: (Card | undefined)[];
  private nameList: PackCardNames[] | null = null;
  private readonly columns: unknown[][] = [];

  constructor(
    readonly header: PackSetHeader & Record<string, unknown>,
    private readonly read: Range,
    /** Where the names line starts, and each card line after it: `starts[at]` to `starts[at + 1] - 1`. */
    private readonly starts: number[],
    private readonly file: string,
  ) {
    this.lookups = header.cards;
    this.cards = new Array<Card | undefined>(this.lookups.length);
  }

  get size(): number {
    return this.lookups.length;
  }

  private line(at: number): string {
    const bytes = this.read(this.starts[at]!, this.starts[at + 1]!);
    if (bytes[bytes.length - 1] !== 10) throw notSetFile(this.file, LINE_LENGTH);
    return decoder.decode(bytes.subarray(0, -1)); // without its line break
  }

  card(at: number): Card {
    const known = this.cards[at];
    if (known) return known;
    const card = parse<Card>(this.line(at + 1), this.file);
    if (card?.id !== this.lookups[at]![0])
      throw packError(this.file, 'holds a card line that is not the card its header names (a damaged pack)');
    return (this.cards[at] = card);
  }

  /** Every card, parsed (the overlay reads its few sets whole). */
  all(): Card[] {
    return this.lookups.map((_, at) => this.card(at));
  }

  /** The names and image of the card on line `at` (the names line is parsed the first time). */
  names(at: number): PackCardNames {
    if (!this.nameList) {
      const names = parse<PackCardNames[]>(this.line(0), this.file);
      if (!Array.isArray(names) || names.length !== this.size || !names.every((n) => Array.isArray(n?.[0])))
        throw packError(this.file, 'has a names line that does not name its cards (a damaged pack)');
      this.nameList = names;
    }
    return this.nameList[at]!;
  }

  /** The lines of the cards whose lookup row holds `key` in `column` (0 id, 1 number key, 2 number core). */
  at(column: 0 | 1 | 2, key: string): number[] {
    // Each column a list, searched by indexOf: a JS loop over 200-odd rows per lookup (~150 a check) ran interpreted.
    const keys = (this.columns[column] ??= this.lookups.map((row) => row[column]));
    const found: number[] = [];
    for (let at = keys.indexOf(key); at >= 0; at = keys.indexOf(key, at + 1)) found.push(at);
    return found;
  }
}

/** A lookup row; no `slice`, `every` or iterator: a check reads some 3,000 of them, mostly before V8 optimises. */
const isLookup = (k: unknown): k is PackCardLookup =>
  Array.isArray(k) &&
  k.length === 4 &&
  typeof k[0] === 'string' &&
  typeof k[1] === 'string' &&
  typeof k[2] === 'string' &&
  isCount(k[3]);

const LINE_LENGTH = 'a card line is not as long as its header says: a damaged or cut file';
const notSetFile = (file: string, why: string): PackError => packError(file, `is not a card pack set file (${why})`);

/** A set file's text, whole (the page, the overlay, a file no stamp vouches for). */
export const readSetText = (bytes: Uint8Array, file: string): LoadedSet =>
  readSet((start, end) => bytes.subarray(start, end), bytes.length, file);

/**
 * A set file of this size, read through `read`: its header line (the first `guess` bytes, more if it is longer)
 * checked (format, schema, a lookup row per card, in index loops as isLookup says why), then the other lines placed
 * back from the end by the lengths it gives, each read when a lookup asks for it.
 */
function readSet(read: Range, size: number, file: string, guess = size): LoadedSet {
  let head = read(0, Math.min(size, guess));
  while (head.indexOf(10) < 0 && head.length < size) head = read(0, Math.min(size, head.length * 4));
  const end = head.indexOf(10);
  if (end < 0) throw notSetFile(file, 'no header line');
  const header = parse<PackSetHeader & Record<string, unknown>>(decoder.decode(head.subarray(0, end)), file);
  checkHeader(header, file);
  const cards = header.cards;
  let valid = typeof header.set === 'string' && Array.isArray(cards);
  for (let i = 0; valid && i < cards.length; i++) valid = isLookup(cards[i]);
  if (!valid) throw notSetFile(file, 'its header lacks the set or its cards');
  const starts = new Array<number>(cards.length + 2);
  starts[0] = end + 1;
  starts[cards.length + 1] = size;
  for (let i = cards.length - 1; i >= 0; i--) starts[i + 1] = starts[i + 2]! - cards[i]![3] - 1;
  if (starts[1]! <= end + 1) throw notSetFile(file, 'no names line');
  return new LoadedSet(header, read, starts, file);
}

function parse<T>(text: string, file: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw packError(file, 'is not JSON (a damaged or partly copied card pack)');
  }
}

function checkHeader(data: { format?: unknown; schema?: unknown }, file: string): void {
  if (data?.format !== PACK_FORMAT) throw packError(file, 'is not a totem card pack file');
  if (data.schema !== PACK_SCHEMA)
    throw packError(file, `is a card pack of schema ${String(data.schema)}; this totem reads schema ${PACK_SCHEMA}`);
}

/**
 * A file name the index may give: relative, `/`-separated, no empty, `.` or `..` segment, no `\` or `:` (a
 * drive or a URL scheme). Whatever the loader does with it, it cannot name a file outside the pack folder.
 */
export function isPackFileName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= 255 &&
    !/[\\:\0]/.test(name) &&
    name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

const broken = (why: string): never => {
  throw packError(PACK_INDEX_FILE, `${why} (a damaged or edited index)`);
};

function checkEntry(entry: Partial<PackFileEntry> | undefined): asserts entry is PackFileEntry {
  if (!entry || !isPackFileName(entry.file))
    broken(`lists a file outside the pack folder or unnamed (${JSON.stringify(entry?.file)})`);
  if (typeof entry!.digest !== 'string' || !/^sha256-[0-9a-f]{64}$/.test(entry!.digest))
    broken(`lists a file ${entry!.file} without a digest`);
  if (!isCount(entry!.bytes) || !isCount(entry!.size)) broken(`lists a file ${entry!.file} without its sizes`);
}

/** The index, checked enough that a damaged one is a PackError, not a TypeError later. */
function checkIndex(index: PackIndexFile): void {
  checkHeader(index, PACK_INDEX_FILE);
  if (!Array.isArray(index.sets) || !Array.isArray(index.ids) || typeof index.tables !== 'object' || !index.tables)
    broken('lacks its sets, tables or ids');
  for (const entry of index.sets) {
    checkEntry(entry);
    if (typeof entry.set?.id !== 'string' || !isCount(entry.cards) || !Array.isArray(entry.tcgdex))
      broken(`lists ${entry.file} without its set`);
  }
  for (const kind of Object.keys(PACK_TABLES) as PackTable[]) checkEntry(index.tables[kind]);
  if (index.search !== undefined) checkEntry(index.search);
  for (const [id, at] of index.ids)
    if (typeof id !== 'string' || !isCount(at) || at >= index.sets.length)
      broken(`gives card ${JSON.stringify(id)} set ${JSON.stringify(at)}, of ${index.sets.length} sets`);
}

/**
 * A lookup table: sorted `key TAB value` lines, searched as text (a binary search over the line starts), so
 * opening a pack parses none of it.
 */
class PackTableText {
  private keyList: string[] | null = null;

  constructor(private readonly text: string) {}

  get(key: string): string | undefined {
    const text = this.text;
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = text.lastIndexOf('\n', mid - 1) + 1;
      const tab = text.indexOf('\t', start);
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      if (tab < 0 || tab > end) return undefined; // not a table line: a damaged file, which its digest refuses
      const found = text.slice(start, tab);
      if (found === key) return text.slice(tab + 1, end);
      if (found < key) lo = end + 1;
      else hi = start;
    }
    return undefined;
  }

  keys(): string[] {
    this.keyList ??= this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(0, line.indexOf('\t')));
    return this.keyList;
  }
}

/** Open a pack: reads `index.json` (and, with no synchronous loader, aliases and species); the rest as lookups need it. */
export async function openPack(loadFile: LoadFile, loadFileSync?: LoadFileSync): Promise<CardPack> {
  const index = parse<PackIndexFile>(decoder.decode(await load(loadFile, PACK_INDEX_FILE)), PACK_INDEX_FILE);
  checkIndex(index);
  const pack = new CardPack(index, loadFile, loadFileSync);
  if (!loadFileSync) await Promise.all([pack.loadTable('aliases'), pack.loadTable('species')]);
  return pack;
}

/**
 * The pack as a `CardIndex`, over the index `openPack` checked (once: a pack's ids are thousands of rows). Without a
 * synchronous loader, a set not loaded yet reads as empty and is noted.
 */
export class CardPack implements CardIndex {
  private readonly setIndex = new Map<string, number>();
  private readonly names = new Map<string, number[]>();
  private readonly oddIds: Map<string, number>;
  private readonly loaded = new Map<number, LoadedSet>();
  private readonly wanted = new Set<number>();
  private namesWanted = false;
  private readonly tables: Partial<Record<PackTable, PackTableText>> = {};
  private setList: CardSet[] | null = null;

  constructor(
    private readonly index: PackIndexFile,
    private readonly loadFile: LoadFile,
    private readonly loadFileSync?: LoadFileSync,
  ) {
    index.sets.forEach((entry, i) => this.setIndex.set(entry.set.id, i));
    this.oddIds = new Map(index.ids);
  }

  /** A lookup table: read and checked when first needed (sync), or loaded at open (async; names: like a set). */
  private table(kind: PackTable): PackTableText {
    const known = this.tables[kind];
    if (known) return known;
    const entry = this.index.tables[kind];
    if (!this.loadFileSync) {
      if (kind !== 'names') throw packError(entry.file, 'was not loaded');
      this.namesWanted = true;
      return new PackTableText('');
    }
    return (this.tables[kind] = new PackTableText(decoder.decode(loadCheckedSync(this.loadFileSync, entry))));
  }

  /** The sets holding a card of this name key, each checked to be a set of the index. */
  private setsNamed(nameKey: string): number[] {
    const known = this.names.get(nameKey);
    if (known) return known;
    const value = this.table('names').get(nameKey);
    const sets = value === undefined ? [] : value.split(',').map(Number);
    const file = this.index.tables.names.file;
    if (!this.tables.names) return sets; // not loaded yet: no answer to keep
    for (const i of sets)
      if (!isCount(i) || i >= this.index.sets.length)
        throw packError(file, `gives ${JSON.stringify(nameKey)} set ${i}, of ${this.index.sets.length} sets`);
    this.names.set(nameKey, sets);
    return sets;
  }

  /** The search index as its opener made it (one opener: derive/search-index.ts `SearchIndex.open`). */
  private searchList: unknown = null;

  /** Does the pack carry a search index (packs built before it existed don't)? */
  hasSearchIndex(): boolean {
    return this.index.search !== undefined;
  }

  /**
   * The search index: read, its digest checked and opened by `open` the first time (sync loader), or as
   * `loadSearchIndex` read it; null when the pack has none, or (no sync loader) it is not loaded yet. The index's
   * format lives beside what computes its rows (src/derive/), which cards/ does not import.
   */
  searchIndex<T>(open: SearchOpener<T>): T | null {
    const entry = this.index.search;
    if (this.searchList || !entry || !this.loadFileSync) return this.searchList as T | null;
    return this.openSearch(open, loadCheckedSync(this.loadFileSync, entry));
  }

  /** Read the search index now (a browser, before a synchronous search); a pack without one reads nothing. */
  async loadSearchIndex<T>(open: SearchOpener<T>): Promise<T | null> {
    const entry = this.index.search;
    if (this.searchList || !entry) return this.searchList as T | null;
    return this.openSearch(open, await loadChecked(this.loadFile, entry));
  }

  private openSearch<T>(open: SearchOpener<T>, bytes: Uint8Array): T {
    const file = this.index.search!.file;
    const damaged = (why: string): never => {
      throw packError(file, why);
    };
    const read = (text: string) => parse(text, file);
    return (this.searchList = open(decoder.decode(bytes), this.sets(), (h) => checkHeader(h, file), damaged, read));
  }

  get info(): PackInfo {
    const { schema, hash, sources, newest, cards } = this.index;
    return { schema, hash, sources, newest, cards, sets: this.index.sets.length };
  }

  /** Does the pack hold this set (by set id)? A set it holds, it holds whole: a card missing from it is no card. */
  knowsSet(setId: string): boolean {
    return this.setIndex.has(setId);
  }

  /** The TCGdex set ids of the sets the pack holds (what `cards sync` need not download). */
  tcgdexSets(): Set<string> {
    return new Set(this.index.sets.flatMap((e) => e.tcgdex));
  }

  /** The TCGdex image path of a card (`sv/sv03/125`; the asset URL is `…/<lang>/<path>/<quality>.<ext>`). */
  imagePath(id: string): string | undefined {
    const found = this.locate(id);
    return found ? (found.set.names(found.at)[1] ?? undefined) : undefined;
  }

  count(): number {
    return this.index.cards;
  }

  sets(): CardSet[] {
    this.setList ??= this.index.sets.map((e) => e.set);
    return this.setList;
  }

  nameKeys(): string[] {
    return this.table('names').keys();
  }

  speciesStage(nameKey: string): SpeciesStage | undefined {
    const value = this.table('species').get(nameKey);
    if (value === undefined) return undefined;
    const tab = value.indexOf('\t');
    return { nameKey, stage: Number(value.slice(0, tab)), detail: value.slice(tab + 1) };
  }

  /** Lazy (see LazyCardIndex) when it has no synchronous loader: a page's pack. */
  get loadsLazily(): boolean {
    return !this.loadFileSync;
  }

  /** Sets not loaded that a lookup needed (without a synchronous loader), and the names file if it did: `loadWanted` reads them. */
  wantedSets(): string[] {
    const sets = [...this.wanted].map((i) => this.index.sets[i]!.set.id);
    return this.namesWanted ? [...sets, PACK_TABLES.names] : sets;
  }

  async loadWanted(): Promise<void> {
    const wanted = [...this.wanted];
    this.wanted.clear();
    const names = this.namesWanted && this.loadTable('names');
    this.namesWanted = false;
    await Promise.all([names, ...wanted.map((i) => this.loadAsync(i))]);
  }

  /** Read a lookup table now (no synchronous loader: aliases and species at open, the names when wanted). */
  async loadTable(kind: PackTable): Promise<void> {
    this.tables[kind] = new PackTableText(decoder.decode(await loadChecked(this.loadFile, this.index.tables[kind])));
  }

  /** Read these sets now (a browser before a synchronous lookup); ids the pack lacks are skipped. */
  async preload(setIds: Iterable<string>): Promise<void> {
    const at = [...setIds].map((id) => this.setIndex.get(id)).filter((i): i is number => i !== undefined);
    await Promise.all(at.map((i) => this.loadAsync(i)));
  }

  private async loadAsync(i: number): Promise<void> {
    if (!this.loaded.has(i)) this.accept(i, await loadChecked(this.loadFile, this.index.sets[i]!));
  }

  private accept(i: number, read: LoadedSet | Uint8Array): LoadedSet {
    const entry = this.index.sets[i]!;
    const set = read instanceof LoadedSet ? read : readSetText(read, entry.file);
    if (set.header.set !== entry.set.id || set.size !== entry.cards)
      throw packError(entry.file, 'does not hold the set the index lists (a mixed or damaged pack)');
    this.loaded.set(i, set);
    this.wanted.delete(i);
    return set;
  }

  /** A set's cards: loaded, read now (sync loader), or noted as wanted and empty for this pass. */
  private set(i: number): LoadedSet | null {
    const known = this.loaded.get(i);
    if (known) return known;
    if (!this.loadFileSync) {
      this.wanted.add(i);
      return null;
    }
    const entry = this.index.sets[i]!;
    // Stamped: its header (rows of 21-38 bytes a card), then lines as asked. Packed: whole (lines not at hand).
    const range = entry.bytes === entry.size ? this.loadFileSync.range?.(entry.file, entry.digest) : null;
    if (range) return this.accept(i, readSet(range, entry.size, entry.file, 256 + entry.cards * 48));
    return this.accept(i, loadCheckedSync(this.loadFileSync, entry));
  }

  private locate(id: string): { set: LoadedSet; at: number } | null {
    const target = this.table('aliases').get(id) ?? id;
    const dash = target.lastIndexOf('-');
    const i = this.oddIds.get(target) ?? (dash > 0 ? this.setIndex.get(target.slice(0, dash)) : undefined);
    if (i === undefined) return null;
    const set = this.set(i);
    const at = set?.at(0, target)[0];
    return set && at !== undefined ? { set, at } : null;
  }

  byId(id: string): Card | undefined {
    const found = this.locate(id);
    return found?.set.card(found.at);
  }

  private inSet(setId: string, column: 1 | 2, key: string): Card[] {
    const i = this.setIndex.get(setId);
    const set = i === undefined ? null : this.set(i);
    return set ? set.at(column, key).map((at) => set.card(at)) : [];
  }

  bySetNumber(setId: string, numberKey: string): Card[] {
    return this.inSet(setId, 1, numberKey);
  }

  bySetCore(setId: string, numberCore: string): Card[] {
    return this.inSet(setId, 2, numberCore);
  }

  /** In card id order, as the store lists them. */
  byName(nameKey: string): Card[] {
    return this.named([nameKey]);
  }

  private named(keys: string[]): Card[] {
    const wanted = new Set(keys);
    const sets = new Set(keys.flatMap((k) => this.setsNamed(k)));
    const cards: Card[] = [];
    for (const i of [...sets].sort((a, b) => a - b)) {
      const set = this.set(i);
      if (!set) continue;
      for (let at = 0; at < set.size; at++)
        if (set.names(at)[0].some((key) => wanted.has(key))) cards.push(set.card(at));
    }
    return cards.sort((a, b) => byText(a.id, b.id));
  }

  private matching(fragment: string): Card[] {
    return this.named(this.nameKeys().filter((k) => k.includes(fragment)));
  }

  search(fragment: string, limit = 200): Card[] {
    return this.matching(fragment).sort(byNameThenRelease).slice(0, limit);
  }

  searchCount(fragment: string): number {
    return this.matching(fragment).length;
  }
}
