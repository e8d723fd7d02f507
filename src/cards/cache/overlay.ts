import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Card, CardSet } from '../../model/card.js';
import { nameKeysOf, numberCore, numberKey } from '../../model/names.js';
import type { Notice } from '../../model/notice.js';
import type { CardIndex, SpeciesStage } from '../card-index.js';
import { cardNotice } from '../../model/card-messages.js';
import {
  PACK_FORMAT,
  PACK_INDEX_FILE,
  PACK_SCHEMA,
  setFileName,
  setFileText,
  type PackFileEntry,
  type PackIndexFile,
  type PackSetHeader,
} from '../../model/pack-format.js';
import { readSetText } from '../pack/reader.js';
import { computeSpeciesStages } from '../../model/species.js';
import { attempt, MAX_CARD_FILE_BYTES, readRegularFile } from '../../files/regular-file.js';
import { cannotWrite, errorCode, setAside, writableDir, writeFileAtomic } from '../../files/atomic.js';
import { byNameThenRelease, byRelease, byText } from '../../model/compare.js';

const META_FILE = 'meta.json';
const SETS = 'sets';

type FileFacts = Pick<PackFileEntry, 'digest' | 'bytes' | 'size'>;

const sha256 = (...parts: (string | Uint8Array)[]): string =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/** What a pack's index says of a file: the sha256 of its text, its stored and inflated sizes (docs/card-pack.md). */
const factsOf = (stored: Uint8Array): FileFacts => ({
  digest: `sha256-${sha256(stored)}`,
  bytes: stored.length,
  size: stored.length, // stored as text, not packed
});

/**
 * The text of an overlay set file: the pack's set file text with the record in its header, and the digest of
 * that text (written last in the header; `parseOverlayText` takes it out and checks the rest).
 */
function overlayText(setId: string, record: CardSet | null, cards: Card[]): string {
  const held = cards.map((card) => ({ card, nameKeys: nameKeysOf(card), image: null }));
  const digest = sha256(setFileText(setId, held, { record }));
  return setFileText(setId, held, { record, digest });
}

/**
 * An overlay set file read back, or null for a damaged one (cut short, edited, its digest wrong). It is a pack set
 * file (`sets/<id>.jsonl`) whose header line also carries the set's record (the overlay's index is rebuilt from its
 * set files, so each carries what the index says of it) and a digest of the file's content.
 */
export function parseOverlayText(bytes: Uint8Array, file: string) {
  const set = attempt(() => readSetText(bytes, file));
  if (!set) return null;
  const { digest, ...header } = set.header as PackSetHeader & { record?: CardSet | null; digest?: unknown };
  if (typeof digest !== 'string' || !('record' in header) || Object.keys(header).length !== 5) return null;
  if (sha256(`${JSON.stringify(header)}\n`, bytes.subarray(bytes.indexOf(10) + 1)) !== digest) return null;
  const cards = attempt(() => set.all());
  return cards ? { set: header.set, record: header.record ?? null, cards } : null;
}

type OverlaySetFile = NonNullable<ReturnType<typeof parseOverlayText>>;

const byId = (a: Card, b: Card): number => byText(a.id, b.id);

/**
 * The overlay pack: the cards the APIs answered (sets newer than the shipped pack, or every set after
 * `totem cards sync` without one), kept in the cache folder as pack-format set files and read back the next run,
 * offline too. Every file is written whole (temp file + rename), so parallel runs never see half a file; two
 * runs adding cards to one set at the same moment may drop one run's additions, which are then fetched again.
 * A set file that does not read back as written (cut short, edited) is set aside and its cards fetched again.
 * A cache that can't be written is read as it is: nothing is downloaded into it.
 */
export class CardCache implements CardIndex {
  /** True when the folder can't be written (a read-only cache): the run downloads nothing into it. */
  readonly readonly: boolean;
  private loaded = false;
  private readonly cards = new Map<string, Card>();
  /** Set id → its cards by id (kept with `cards`): a set's file and lookups in a set read only that set. */
  private readonly bySet = new Map<string, Map<string, Card>>();
  private readonly setRecords = new Map<string, CardSet>();
  /** Each set file as last read or written (its text's digest, stored and text sizes): what index.json says of it. */
  private readonly files = new Map<string, FileFacts>();
  private readonly aliases = new Map<string, string>();
  private readonly species = new Map<string, SpeciesStage>();
  /** What is worked out from the cards and sets: built when first asked, dropped when they change. */
  private derived: {
    names?: Map<string, Card[]>;
    nameList?: string[];
    computed?: Map<string, SpeciesStage>;
    setList?: CardSet[];
  } = {};
  private meta: Record<string, string> | null = null;
  private writeFailed = false;
  /** The set files found damaged (set aside, or left where a read-only cache keeps them), as the notice named them. */
  readonly damagedFiles: string[] = [];

  constructor(
    /** The overlay folder (`<cache>/overlay`). */
    readonly path: string,
    private readonly warn: (notice: Notice) => void = () => {},
  ) {
    this.readonly = writableDir(path) !== null;
  }

  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    const files = attempt(() => readdirSync(join(this.path, SETS)));
    if (!files) return; // no overlay yet
    // Set files an older totem wrote in its shape (gzip JSON, schema 2): not damage, only out of date. Removed
    // quietly; their cards are fetched again when a deck needs them.
    if (!this.readonly)
      for (const old of files.filter((f) => f.endsWith('.json.gz')))
        rmSync(join(this.path, SETS, old), { force: true });
    // A set file an earlier run set aside and no run fetched again since (offline, or a read-only cache): its
    // cards are still missing, which is no verdict either (src/cards/open.ts).
    for (const aside of files) {
      const file = /^(.+\.jsonl)\.damaged-\d+-\d+$/.exec(aside)?.[1];
      const path = file && !files.includes(file) ? join(this.path, SETS, file) : null;
      if (path && !this.damagedFiles.includes(path)) this.damagedFiles.push(path);
    }
    for (const file of files.filter((f) => f.endsWith('.jsonl')).sort()) {
      const data = this.readSet(`${SETS}/${file}`);
      if (data) this.accept(data);
    }
  }

  /** A set file, checked; a damaged or edited one is set aside (when it can be) and read as absent. */
  private readSet(name: string): OverlaySetFile | null {
    const path = join(this.path, name);
    let data: OverlaySetFile | null;
    try {
      // A FIFO, a device or a link to one, or a file past any set's size, is damage too: refused unread.
      const stored = readRegularFile(path, MAX_CARD_FILE_BYTES);
      data = parseOverlayText(stored, name);
      if (data) this.files.set(data.set, factsOf(stored));
    } catch (error) {
      return errorCode(error) === 'ENOENT' ? null : this.damaged(name);
    }
    return data && setFileName(data.set) === name ? data : this.damaged(name);
  }

  private damaged(name: string): null {
    const aside = this.readonly ? null : setAside(join(this.path, name));
    this.damagedFiles.push(join(this.path, name));
    this.warn(cardNotice('cache-file-damaged', { file: join(this.path, name), aside: aside ?? '-' }));
    return null;
  }

  private accept(data: OverlaySetFile): void {
    if (data.record) this.setRecords.set(data.set, data.record);
    for (const card of data.cards) if (!this.cards.has(card.id)) this.add(card);
    this.derived = {};
  }

  private add(card: Card): void {
    this.cards.set(card.id, card);
    let set = this.bySet.get(card.setId);
    if (!set) this.bySet.set(card.setId, (set = new Map()));
    set.set(card.id, card);
  }

  /** The cards by every name key they have. */
  private nameIndex(): Map<string, Card[]> {
    if (this.derived.names) return this.derived.names;
    const names = new Map<string, Card[]>();
    for (const card of this.cards.values())
      for (const key of nameKeysOf(card)) (names.get(key) ?? names.set(key, []).get(key)!).push(card);
    return (this.derived.names = names);
  }

  count(): number {
    this.load();
    return this.cards.size;
  }

  byId(id: string): Card | undefined {
    this.load();
    return this.cards.get(id) ?? this.cards.get(this.aliases.get(id) ?? '');
  }

  private inSet(setId: string, keep: (card: Card) => boolean): Card[] {
    this.load();
    return [...(this.bySet.get(setId)?.values() ?? [])].filter(keep);
  }

  bySetNumber(setId: string, key: string): Card[] {
    return this.inSet(setId, (c) => numberKey(c.number) === key);
  }

  bySetCore(setId: string, core: string): Card[] {
    return this.inSet(setId, (c) => numberCore(c.number) === core);
  }

  byName(nameKey: string): Card[] {
    this.load();
    return [...(this.nameIndex().get(nameKey) ?? [])].sort(byId);
  }

  nameKeys(): string[] {
    this.load();
    return (this.derived.nameList ??= [...this.nameIndex().keys()]);
  }

  sets(): CardSet[] {
    this.load();
    // Release order (as the datasets list their sets), whatever order the set files were read in.
    return (this.derived.setList ??= [...this.setRecords.values()].sort(byRelease));
  }

  speciesStage(nameKey: string): SpeciesStage | undefined {
    this.load();
    this.derived.computed ??= new Map(computeSpeciesStages(this.allPokemon()).map((s) => [s.nameKey, s]));
    return this.species.get(nameKey) ?? this.derived.computed.get(nameKey);
  }

  private matching(fragment: string): Card[] {
    this.load();
    const found = new Set<Card>();
    for (const [key, cards] of this.nameIndex()) if (key.includes(fragment)) for (const card of cards) found.add(card);
    return [...found].sort(byNameThenRelease);
  }

  search(fragment: string, limit = 200): Card[] {
    return this.matching(fragment).slice(0, limit);
  }

  searchCount(fragment: string): number {
    return this.matching(fragment).length;
  }

  allCards(): Card[] {
    this.load();
    return [...this.cards.values()];
  }

  allPokemon(): Card[] {
    return this.allCards().filter((c) => c.supertype === 'Pokémon');
  }

  /** Cards and set records from an API answer: kept for this run, and written to their sets' files. */
  putCards(cards: Card[], sets: CardSet[], _source?: string): void {
    this.load();
    for (const set of sets) this.setRecords.set(set.id, set);
    for (const card of cards) this.add(card);
    this.derived = {};
    this.persist(new Set([...sets.map((s) => s.id), ...cards.map((c) => c.setId)]));
  }

  addAlias(alias: string, id: string): void {
    this.aliases.set(alias, id);
  }

  /** Names in other languages learnt later (from the TCGdex API) for cards already kept. */
  putLocalizedNames(names: ReadonlyMap<string, Readonly<Partial<Record<string, string>>>>): void {
    const touched: Card[] = [];
    for (const [id, byLang] of names) {
      const card = this.byId(id);
      if (!card) continue;
      const { en: _en, ...others } = byLang;
      touched.push({ ...card, names: { ...(others as Record<string, string>), ...card.names } });
    }
    if (touched.length) this.putCards(touched, []);
  }

  putSpecies(stages: SpeciesStage[]): void {
    for (const s of stages) this.species.set(s.nameKey, s);
  }

  /** Write, unless the cache can't be: a full disk or a folder made read-only meanwhile keeps the rest in memory. */
  private write(files: () => void): void {
    if (this.readonly || this.writeFailed) return;
    try {
      files();
    } catch (error) {
      if (!cannotWrite(error)) throw error;
      this.writeFailed = true; // said once
      this.warn(cardNotice('cache-not-written', { dir: this.path, code: errorCode(error) }));
    }
  }

  private persist(setIds: Set<string>): void {
    this.write(() => {
      for (const setId of setIds) this.writeSet(setId);
      this.writeIndex();
    });
  }

  private writeSet(setId: string): void {
    const name = setFileName(setId);
    // Another run may have added cards to this set since this one read it: theirs are kept beside ours.
    const onDisk = this.readSet(name);
    if (onDisk) for (const card of onDisk.cards) if (!this.cards.has(card.id)) this.add(card);
    const cards = [...(this.bySet.get(setId)?.values() ?? [])].sort(byId);
    const record = this.setRecords.get(setId) ?? onDisk?.record ?? null;
    const text = overlayText(setId, record, cards);
    const stored = Buffer.from(text, 'utf8');
    writeFileAtomic(join(this.path, name), stored);
    this.files.set(setId, factsOf(stored));
  }

  /**
   * index.json in the pack's shape, for tools and people reading the folder. The overlay itself is read from
   * its set files (each checked by its digest), so an index another run wrote a moment earlier never misleads it.
   */
  private writeIndex(): void {
    const ids = new Set([...this.setRecords.keys(), ...this.bySet.keys()]);
    const entries = [...ids].sort().map((id) => ({
      set: this.setRecords.get(id) ?? ({ id } as CardSet),
      file: setFileName(id),
      cards: this.bySet.get(id)?.size ?? 0,
      tcgdex: [] as string[],
      ...(this.files.get(id) ?? { digest: '', bytes: 0, size: 0 }),
    }));
    // A summary: the sets and their files as a pack's index lists them, without the lookup tables (the overlay
    // answers lookups from its set files).
    const index: Pick<PackIndexFile, 'format' | 'schema' | 'newest' | 'cards' | 'sets'> = {
      format: PACK_FORMAT,
      schema: PACK_SCHEMA,
      newest: entries.map((e) => e.set.releaseDate ?? '').reduce((a, b) => (b > a ? b : a), ''),
      cards: this.cards.size,
      sets: entries,
    };
    writeFileAtomic(join(this.path, PACK_INDEX_FILE), `${JSON.stringify(index)}\n`);
  }

  private readMeta(): Record<string, string> {
    const text = attempt(() => readRegularFile(join(this.path, META_FILE), MAX_CARD_FILE_BYTES).toString('utf8'));
    const data = attempt(() => JSON.parse(text ?? '') as unknown);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, string>) : {};
  }

  getMeta(key: string): string | undefined {
    this.meta ??= this.readMeta();
    const value = this.meta[key];
    return typeof value === 'string' ? value : undefined;
  }

  /** Kept for this run; written merged with what other runs wrote meanwhile (read, merge, temp file + rename). */
  setMeta(key: string, value: string): void {
    const meta = (this.meta = { ...this.readMeta(), ...this.meta, [key]: value });
    this.write(() => writeFileAtomic(join(this.path, META_FILE), `${JSON.stringify(meta)}\n`));
  }

  /**
   * Mark a `cards sync` as started (`prefix`: the source's markers, `sync.` or `tcgdex.sync.`): until it is
   * marked finished the overlay is partial, and a card missing from it may just not be downloaded yet.
   */
  startSync(prefix: string, total: number): void {
    this.setMeta(`${prefix}status`, `running ${total}`);
  }

  finishSync(prefix: string): void {
    this.setMeta(`${prefix}status`, 'complete');
  }

  /** The sets an interrupted (or still running) `cards sync` finished, of how many; null when none is pending. */
  unfinishedSync(): { done: number; total: number } | null {
    for (const prefix of ['sync.', 'tcgdex.sync.']) {
      const status = /^running (\d+)$/.exec(this.getMeta(`${prefix}status`) ?? '');
      if (!status) continue;
      const done = Object.entries(this.meta ?? {}).filter(
        ([k, v]) => k.startsWith(prefix) && k !== `${prefix}status` && v === 'done',
      ).length;
      return { done, total: Number(status[1]) };
    }
    return null;
  }

  /** Nothing to release (files are read whole and written whole); kept so every card source closes alike. */
  close(): void {}
}
