import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  accessSync,
  constants,
  statSync,
  existsSync,
  renameSync,
  readFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Card, CardSet } from '../../model/card.js';
import type { CardIndex, SpeciesStage } from '../card-index.js';
import { cannotWrite, errorCode, isCorruption, storeFailure } from './failures.js';
import type { Notice } from '../../model/notice.js';
import { cardNotice } from '../messages.js';
import { nameKey as nameKeyOf, numberKey as numberKeyOf, numberCore as numberCoreOf } from '../../model/names.js';

// Loaded with require: importing a CommonJS package as ESM makes Node scan its source for exports first.
const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
type Database = BetterSqlite3.Database;

/** Bump when the stored card shape or the tables change: the store is a cache and rebuilds itself. */
export const STORE_SCHEMA_VERSION = '6';

/** The code of the error a foreign file (another program's database) raises when opened as a store. */
const FOREIGN = 'TOTEM_FOREIGN_STORE';

export type { SpeciesStage } from '../card-index.js';

type Row = { data: string };

/** A LIKE pattern that matches `fragment` anywhere, its own `%`, `_` and backslash taken literally. */
function likePattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The card store: a SQLite cache of normalised cards. Every query uses bound parameters. WAL and a
 * busy timeout let parallel CI jobs share one file.
 */
export class CardStore implements CardIndex {
  readonly db: Database;
  readonly path: string;
  private setsCache: CardSet[] | null = null;
  private stmts: ReturnType<CardStore['prepareAll']>;

  /** `image`: the store's bytes, read as an in-memory copy of `path` (see `openReadOnly`). */
  constructor(path: string, readonly: boolean = false, image?: Buffer) {
    this.path = path;
    this.db = new Database(image ?? path, { readonly, timeout: 120_000 });
    try {
      this.db.pragma('busy_timeout = 120000');
      if (!readonly) {
        this.db.pragma('journal_mode = WAL');
        this.db.pragma('synchronous = NORMAL');
        this.migrate();
      }
      this.stmts = this.prepareAll();
    } catch (error) {
      // A file that is not a store (or a disk that is full) fails here: let the caller move, rebuild or read it.
      this.db.close();
      throw error;
    }
  }

  /** The schema version of the store, or undefined for a new or foreign file (no meta table yet). */
  private schemaVersion(): string | undefined {
    const meta = this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'`).get();
    if (!meta) return undefined;
    return (this.db.prepare(`SELECT value FROM meta WHERE key = 'schema'`).get() as { value: string } | undefined)
      ?.value;
  }

  /** A SQLite file with tables but no meta table was made by something else: it is not ours to drop. */
  private refuseForeign(): void {
    const tables = this.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[];
    if (tables.length > 0 && !tables.includes('meta'))
      throw Object.assign(new Error(`${this.path} is not a totem card store`), { code: FOREIGN });
  }

  private migrate(): void {
    if (this.schemaVersion() === STORE_SCHEMA_VERSION) return;
    this.refuseForeign();
    // IMMEDIATE: the write lock before the first read. A deferred transaction that reads, then writes, deadlocks
    // with another process creating the same new store and fails at once with SQLITE_BUSY (no busy wait), and
    // the version is read again under the lock, or a second process would drop the tables the first one just
    // created and filled.
    this.write(() => {
      this.refuseForeign();
      this.db.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      if (this.schemaVersion() === STORE_SCHEMA_VERSION) return;
      this.db.exec(`
        DROP TABLE IF EXISTS cards; DROP TABLE IF EXISTS sets; DROP TABLE IF EXISTS species;
        DROP TABLE IF EXISTS card_names; DROP TABLE IF EXISTS aliases;
        DELETE FROM meta;
        CREATE TABLE sets (id TEXT PRIMARY KEY, code TEXT, data TEXT NOT NULL);
        CREATE TABLE cards (
          id TEXT PRIMARY KEY, set_id TEXT NOT NULL, number_key TEXT NOT NULL, number_core TEXT NOT NULL,
          name_key TEXT NOT NULL, supertype TEXT NOT NULL, release TEXT NOT NULL, source TEXT NOT NULL, data TEXT NOT NULL);
        CREATE INDEX cards_set_number ON cards (set_id, number_key);
        CREATE INDEX cards_set_core ON cards (set_id, number_core);
        CREATE INDEX cards_name ON cards (name_key);
        CREATE TABLE species (name_key TEXT PRIMARY KEY, stage INTEGER NOT NULL, detail TEXT NOT NULL);
        CREATE TABLE card_names (id TEXT NOT NULL, lang TEXT NOT NULL, name_key TEXT NOT NULL, PRIMARY KEY (id, lang));
        CREATE INDEX card_names_key ON card_names (name_key);
        CREATE TABLE aliases (alias TEXT PRIMARY KEY, id TEXT NOT NULL);
      `);
      this.db.prepare(`INSERT INTO meta (key, value) VALUES ('schema', ?)`).run(STORE_SCHEMA_VERSION);
    });
  }

  private prepareAll() {
    return {
      getMeta: this.db.prepare(`SELECT value FROM meta WHERE key = ?`),
      setMeta: this.db.prepare(
        `INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      ),
      byId: this.db.prepare(`SELECT data FROM cards WHERE id = ?`),
      byAlias: this.db.prepare(`SELECT c.data FROM aliases a JOIN cards c ON c.id = a.id WHERE a.alias = ?`),
      bySetNumber: this.db.prepare(`SELECT data FROM cards WHERE set_id = ? AND number_key = ?`),
      bySetCore: this.db.prepare(`SELECT data FROM cards WHERE set_id = ? AND number_core = ?`),
      // A name in any language the card data has: English on the card row, the others in card_names.
      byName: this.db.prepare(
        `SELECT data FROM cards WHERE name_key = @key
         UNION SELECT c.data FROM card_names n JOIN cards c ON c.id = n.id WHERE n.name_key = @key`,
      ),
      species: this.db.prepare(`SELECT name_key AS nameKey, stage, detail FROM species WHERE name_key = ?`),
      count: this.db.prepare(`SELECT COUNT(*) AS n FROM cards`),
      sets: this.db.prepare(`SELECT data FROM sets`),
      names: this.db.prepare(`SELECT name_key AS key FROM cards UNION SELECT name_key FROM card_names`),
      insertName: this.db.prepare(`INSERT OR REPLACE INTO card_names (id, lang, name_key) VALUES (?, ?, ?)`),
      insertAlias: this.db.prepare(`INSERT OR REPLACE INTO aliases (alias, id) VALUES (?, ?)`),
      insertCard: this.db
        .prepare(`INSERT OR REPLACE INTO cards (id, set_id, number_key, number_core, name_key, supertype, release, source, data)
        VALUES (@id, @setId, @numberKey, @numberCore, @nameKey, @supertype, @release, @source, @data)`),
      insertSet: this.db.prepare(`INSERT OR REPLACE INTO sets (id, code, data) VALUES (?, ?, ?)`),
      insertSpecies: this.db.prepare(`INSERT OR REPLACE INTO species (name_key, stage, detail) VALUES (?, ?, ?)`),
      search: this.db.prepare(
        `SELECT data FROM cards WHERE id IN (
           SELECT id FROM cards WHERE name_key LIKE @pattern ESCAPE '\\'
           UNION SELECT id FROM card_names WHERE name_key LIKE @pattern ESCAPE '\\')
         ORDER BY name_key, release LIMIT @limit`,
      ),
      searchCount: this.db.prepare(
        `SELECT count(*) AS n FROM cards WHERE id IN (
           SELECT id FROM cards WHERE name_key LIKE @pattern ESCAPE '\\'
           UNION SELECT id FROM card_names WHERE name_key LIKE @pattern ESCAPE '\\')`,
      ),
    };
  }

  getMeta(key: string): string | undefined {
    return (this.stmts.getMeta.get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.stmts.setMeta.run(key, value);
  }

  count(): number {
    return (this.stmts.count.get() as { n: number }).n;
  }

  /** A card by its id, or by another source's id for it (`sv03-125` for `sv3-125`). */
  byId(id: string): Card | undefined {
    const row = (this.stmts.byId.get(id) ?? this.stmts.byAlias.get(id)) as Row | undefined;
    return row ? (JSON.parse(row.data) as Card) : undefined;
  }

  bySetNumber(setId: string, numberKey: string): Card[] {
    return (this.stmts.bySetNumber.all(setId, numberKey) as Row[]).map((r) => JSON.parse(r.data) as Card);
  }

  bySetCore(setId: string, numberCore: string): Card[] {
    return (this.stmts.bySetCore.all(setId, numberCore) as Row[]).map((r) => JSON.parse(r.data) as Card);
  }

  byName(nameKey: string): Card[] {
    return (this.stmts.byName.all({ key: nameKey }) as Row[]).map((r) => JSON.parse(r.data) as Card);
  }

  allCards(): Card[] {
    return (this.db.prepare(`SELECT data FROM cards`).all() as Row[]).map((r) => JSON.parse(r.data) as Card);
  }

  allPokemon(): Card[] {
    return (this.db.prepare(`SELECT data FROM cards WHERE supertype = 'Pokémon'`).all() as Row[]).map(
      (r) => JSON.parse(r.data) as Card,
    );
  }

  search(fragment: string, limit = 200): Card[] {
    return (this.stmts.search.all({ pattern: likePattern(fragment), limit }) as Row[]).map(
      (r) => JSON.parse(r.data) as Card,
    );
  }

  /** How many cards `search` would find with no limit: counted in SQLite, no card is read. */
  searchCount(fragment: string): number {
    return (this.stmts.searchCount.get({ pattern: likePattern(fragment) }) as { n: number }).n;
  }

  nameKeys(): string[] {
    return (this.stmts.names.all() as { key: string }[]).map((r) => r.key);
  }

  sets(): CardSet[] {
    this.setsCache ??= (this.stmts.sets.all() as Row[]).map((r) => JSON.parse(r.data) as CardSet);
    return this.setsCache;
  }

  speciesStage(nameKey: string): SpeciesStage | undefined {
    return this.stmts.species.get(nameKey) as SpeciesStage | undefined;
  }

  /**
   * Run writes as one transaction that takes the write lock first (IMMEDIATE). A deferred one that reads before
   * it writes fails at once with SQLITE_BUSY, without waiting, when another process committed in between.
   */
  write<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /** Write cards and sets (upsert), e.g. from an API answer. */
  putCards(cards: Card[], sets: CardSet[], source: string): void {
    this.write(() => {
      for (const set of sets) this.stmts.insertSet.run(set.id, set.code, JSON.stringify(set));
      for (const card of cards) this.insertCard(card, source);
    });
    if (sets.length) this.setsCache = null;
  }

  insertCard(card: Card, source: string): void {
    this.stmts.insertCard.run({
      id: card.id,
      setId: card.setId,
      numberKey: numberKeyOf(card.number),
      numberCore: numberCoreOf(card.number),
      nameKey: card.nameKey,
      supertype: card.supertype,
      release: card.releaseDate,
      source,
      data: JSON.stringify(card),
    });
    for (const [lang, name] of Object.entries(card.names ?? {}))
      this.stmts.insertName.run(card.id, lang, nameKeyOf(name));
  }

  /** Names in other languages learnt later (from the TCGdex API) for cards already stored. */
  putLocalizedNames(names: ReadonlyMap<string, Readonly<Partial<Record<string, string>>>>): void {
    this.write(() => {
      for (const [id, byLang] of names) {
        const card = this.byId(id);
        if (!card) continue;
        const { en: _en, ...others } = byLang;
        const merged = { ...(others as Record<string, string>), ...card.names };
        this.db
          .prepare(`UPDATE cards SET data = ? WHERE id = ?`)
          .run(JSON.stringify({ ...card, names: merged }), card.id);
        for (const [lang, name] of Object.entries(merged)) this.stmts.insertName.run(card.id, lang, nameKeyOf(name));
      }
    });
  }

  addAlias(alias: string, id: string): void {
    this.stmts.insertAlias.run(alias, id);
  }

  insertSet(set: CardSet): void {
    this.stmts.insertSet.run(set.id, set.code, JSON.stringify(set));
    this.setsCache = null;
  }

  /** Species stages, in one transaction (a savepoint inside an import's). */
  putSpecies(stages: SpeciesStage[]): void {
    this.write(() => {
      for (const s of stages) this.stmts.insertSpecies.run(s.nameKey, s.stage, s.detail);
    });
  }

  /**
   * Mark a `cards sync` as started (`prefix`: the source's markers, `sync.` or `tcgdex.sync.`): until it is
   * marked finished the store is partial, and a card missing from it may just not be downloaded yet.
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
      const done = this.db
        .prepare(`SELECT COUNT(*) FROM meta WHERE key LIKE ? AND value = 'done'`)
        .pluck()
        .get(`${prefix}%`) as number;
      return { done, total: Number(status[1]) };
    }
    return null;
  }

  /** Remove every card, set and species row (inside the caller's transaction). */
  clear(): void {
    // The sync progress markers go with the cards they describe, or a later sync would skip sets it never fetched.
    this.db.exec(
      `DELETE FROM cards; DELETE FROM sets; DELETE FROM species; DELETE FROM card_names; DELETE FROM aliases;
       DELETE FROM meta WHERE key LIKE 'sync.%' OR key LIKE 'tcgdex.sync.%';`,
    );
    this.setsCache = null;
  }

  /** This run created the file (it was not there before): after a failure it may remove it again. */
  createdHere = false;

  close(): void {
    if (this.db.open) this.db.close();
  }

  /**
   * Close after a run that failed. When a write failed for lack of space, the pages it wrote to the WAL are given
   * back (without waiting: with other processes reading, the WAL goes when the last one closes), and a store left
   * without cards is removed: a full disk keeps no half-made cache.
   */
  closeAfter(error: unknown): void {
    if (!this.db.open || this.db.readonly || !cannotWrite(error)) return this.close();
    let empty = false;
    try {
      empty = this.count() === 0;
      this.db.pragma('busy_timeout = 0');
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // no room even to checkpoint: the files go below if they hold nothing
    }
    this.close();
    // Only a store this run created: one that reads as empty may be another run's import not yet committed.
    if (empty && this.createdHere) removeStore(this.path);
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/**
 * A file cut short (a full disk, a killed copy) can still open and read as empty. With no WAL content pending,
 * the file must be as long as its header says; checking that costs well under a millisecond. The header is read
 * before the files are looked at: another process committing in between only adds WAL content or grows the
 * file, so it can never make a whole store look short (read the other way round, a commit landing between the
 * two looks could, and the store would be deleted under that process).
 */
function looksTruncated(store: CardStore): boolean {
  if (store.path === ':memory:') return false;
  const pages = store.db.pragma('page_count', { simple: true }) as number;
  const pageSize = store.db.pragma('page_size', { simple: true }) as number;
  if (fileSize(`${store.path}-wal`) > 0) return false;
  return fileSize(store.path) < pages * pageSize;
}

/** Delete a store and its WAL files: it is a cache, rebuilt from the dataset or the API. */
export function removeStore(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

export interface OpenedStore {
  store: CardStore;
  warnings: Notice[];
}

function writableDir(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Open the store at `path`, recovering from what a cache can suffer: a corrupt or truncated file is deleted and
 * rebuilt; an unwritable directory falls back to a temporary store. Both are reported as warnings.
 */
/** A store of this schema version with cards in it, opened read-only; null when there is none such. */
function openReadOnly(path: string): CardStore | null {
  if (fileSize(path) === 0) return null;
  for (const open of [() => new CardStore(path, true), () => openImage(path)]) {
    let store: CardStore | null = null;
    try {
      store = open();
      if (store && store.getMeta('schema') === STORE_SCHEMA_VERSION && store.count() > 0) return store;
    } catch {
      // not readable this way: the next way, then none
    }
    store?.close();
  }
  return null;
}

/**
 * The store read as an in-memory copy. Reading a WAL-mode file needs its shared-memory file, which a full disk
 * cannot give; the bytes of a store with no WAL content pending hold every card. The header's WAL flags (bytes
 * 18 and 19) are set back to the rollback journal, which an in-memory database requires.
 */
function openImage(path: string): CardStore | null {
  if (fileSize(`${path}-wal`) > 0) return null;
  const image = readFileSync(path);
  if (image.length < 100) return null;
  image[18] = 1;
  image[19] = 1;
  return new CardStore(path, true, image);
}

export function openStore(path: string, writable: (dir: string) => boolean = writableDir): OpenedStore {
  const warnings: Notice[] = [];
  let target = path;
  // Which file was there before this open: a store this run creates may be removed by it (see closeAfter), and a
  // foreign file is moved aside only while it is still the one found (another run may have moved it already).
  const found = statOf(path);
  if (!writable(dirname(path))) {
    // A read-only cache (a CI cache mounted read-only, a shared machine) with a good store: read it as it is.
    const readOnly = openReadOnly(path);
    if (readOnly) {
      warnings.push(cardNotice('store-dir-read-only', { dir: dirname(path), store: path }));
      return { store: readOnly, warnings };
    }
    // A fresh private folder (mkdtemp: mode 0700, an unpredictable name): a fixed /tmp path could hold a store
    // another local user planted.
    target = join(mkdtempSync(join(tmpdir(), 'totem-')), 'cards.sqlite');
    warnings.push(cardNotice('store-dir-temporary', { dir: dirname(path), store: target }));
  }
  try {
    // Opening runs the schema check, which reads the header and the meta table: a foreign file fails here; a
    // truncated one is caught by its length. A full integrity check would cost more than a whole deck check.
    const store = new CardStore(target);
    store.createdHere = !found;
    if (!looksTruncated(store)) return { store, warnings };
    store.close();
    throw Object.assign(new Error('truncated'), { code: 'SQLITE_CORRUPT' });
  } catch (error) {
    if (cannotWrite(error)) {
      // A full disk (or a quota) leaves no room even for the shared-memory file a writer needs; a good store is
      // still read as it is, and nothing tells the user to delete it.
      const readOnly = openReadOnly(target);
      if (!readOnly) {
        if (!found && fileSize(target) === 0) removeStore(target); // the empty file this open created
        throw error;
      }
      const id = storeFailure(error) === 'no-space' ? 'store-full' : 'store-read-only-file';
      warnings.push(cardNotice(id, { store: target, code: errorCode(error) }));
      return { store: readOnly, warnings };
    }
    const foreign = errorCode(error) === FOREIGN || errorCode(error) === 'SQLITE_NOTADB';
    if (!foreign && !isCorruption(error)) throw error;
    if (foreign) {
      // Not a store of ours (another program's database, a text file saved under this name): kept, moved aside.
      const now = statOf(target);
      if (found && now && now.ino === found.ino && now.dev === found.dev) {
        const aside = moveAside(target);
        warnings.push(cardNotice('store-foreign', { store: target, aside }));
      }
    } else {
      removeStore(target);
      warnings.push(cardNotice('store-rebuilt', { store: target }));
    }
    const existed = existsSync(target);
    const store = new CardStore(target);
    store.createdHere = !existed;
    return { store, warnings };
  }
}

/** A file's identity and size, or undefined when there is none (or its folder is not one). */
function statOf(path: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** Rename a file (and its WAL files) to the first free `<path>.not-a-store[-N]`; returns the new name. */
function moveAside(path: string): string {
  let aside = `${path}.not-a-store`;
  for (let n = 2; existsSync(aside); n++) aside = `${path}.not-a-store-${n}`;
  for (const suffix of ['-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  renameSync(path, aside);
  return aside;
}
