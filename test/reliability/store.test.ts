import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { dataDirState, importDataDirs } from '../../src/cards/import.js';
import { storePath } from '../../src/cards/open.js';
import Database from 'better-sqlite3';
import { CardStore, STORE_SCHEMA_VERSION, openStore } from '../../src/cards/store/store.js';
import { ROOT, nodeScript, totem, totemAsync, withoutImportLines } from '../helpers/cli.js';
import { card } from '../helpers/synthetic.js';
import { DATA_DIR, SHARED_CACHE, datasetStorePath, describeWithData } from '../helpers/dataset.js';

const deck = 'examples/decks/charizard-ex.txt';
const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `totem-${name}-`));

describeWithData('card store faults', () => {
  it('a text file named like the store is moved aside, not deleted, and a new store is built', () => {
    const cache = tempDir('textfile');
    const file = datasetStorePath(cache);
    mkdirSync(dirname(file), { recursive: true });
    const text = 'my notes, saved under the wrong name\n'.repeat(200);
    writeFileSync(file, text);
    const run = totem(['check', deck], { env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /is not a totem card store; it was moved to \S+\.sqlite\.not-a-store and a new store is built/,
    );
    expect(readFileSync(`${file}.not-a-store`, 'utf8')).toBe(text);
  });

  it("another program's SQLite database named like the store is moved aside with its tables, not dropped", () => {
    const cache = tempDir('foreign');
    const file = datasetStorePath(cache);
    mkdirSync(dirname(file), { recursive: true });
    const foreign = new Database(file);
    foreign.exec(`CREATE TABLE photos (id INTEGER PRIMARY KEY, caption TEXT); INSERT INTO photos VALUES (1, 'Kyoto')`);
    foreign.close();
    const run = totem(['check', deck], { env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/is not a totem card store; it was moved to/);
    const aside = new Database(`${file}.not-a-store`, { readonly: true });
    expect(aside.prepare('SELECT caption FROM photos').pluck().get()).toBe('Kyoto');
    aside.close();
    const store = new CardStore(file, true);
    expect(store.count()).toBe(19783);
    store.close();
  });

  it('a full disk: --offline still reads a good store (read-only), and nothing says to delete it', () => {
    const cache = tempDir('full-read');
    copyFileSync(datasetStorePath(SHARED_CACHE), join(cache, 'cards.sqlite'));
    const run = totem(['check', deck, '--offline', '--format', 'json'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache },
      fileSizeLimitKb: 0,
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.valid).toBe(1);
    expect(run.stderr).toMatch(/cannot be written \(SQLITE_\w+: the disk is full\?\); reading it without changing it/);
    expect(run.stderr).not.toMatch(/[Dd]elete/);
  });

  it('a full disk during a first import: a clear message, and no half-made store or WAL left taking space', () => {
    const cache = tempDir('full-import');
    const run = totem(['check', deck, '--data-dir', DATA_DIR], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache },
      fileSizeLimitKb: 4096,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/could not be written \(SQLITE_\w+: .*\): the disk is full or a size limit was reached/);
    expect(run.stderr).not.toMatch(/[Dd]elete/);
    const left = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(left.map((e) => e.name)).toEqual([]);
  });

  it('a truncated store file is detected and rebuilt, not read as empty', () => {
    const cache = tempDir('truncated');
    const file = datasetStorePath(cache);
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(datasetStorePath(SHARED_CACHE), file);
    truncateSync(file, Math.floor(statSync(file).size / 3));
    const run = totem(['check', deck, '--format', 'json'], { env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.valid).toBe(1);
    expect(run.stderr).toMatch(/damaged/);
  });

  it('an unwritable cache directory falls back to a temporary store with a warning', () => {
    const blocker = join(tempDir('blocked'), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const run = totem(['check', deck], { env: { TOTEM_CACHE_DIR: join(blocker, 'cache') } });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/is not writable; using a temporary store/);
    // A fresh private folder each time, never a predictable /tmp/totem-<uid> another user could plant a store in.
    const fallback = /using a temporary store at (\S+cards\.sqlite)/.exec(run.stderr)![1]!;
    expect(fallback).not.toMatch(new RegExp(`totem-${process.getuid?.() ?? 0}/`));
    // The run leaves no temporary store behind (it held 21–31 MB of cards each time).
    expect(existsSync(dirname(fallback))).toBe(false);
  });

  it('a missing cache directory is created', () => {
    const cache = join(tempDir('missing'), 'deep', 'er');
    expect(totem(['check', deck], { env: { TOTEM_CACHE_DIR: cache } }).status).toBe(0);
    expect(statSync(datasetStorePath(cache)).size).toBeGreaterThan(1_000_000);
  });

  it('a dataset with bad records: those records are reported, every other card imported', async () => {
    const data = tempDir('dataset');
    cpSync(DATA_DIR, data, { recursive: true });
    const bad = JSON.parse(readFileSync(join(DATA_DIR, 'cards/en/base2.json'), 'utf8'));
    bad[0].hp = { not: 'a number' };
    delete bad[1].name;
    writeFileSync(join(data, 'cards/en/base2.json'), JSON.stringify(bad));
    const { store } = openStore(join(tempDir('malformed'), 'cards.sqlite'));
    const report = await importDataDirs(store, [data]);
    expect(report.cards).toBe(19783 - 2);
    expect(report.issues.filter((i) => i.includes('base2.json'))).toHaveLength(2);
    store.close();
  });

  it('one dataset file cut short fails the import: the previous store kept, exit 2, the file named', async () => {
    const data = tempDir('dataset');
    cpSync(DATA_DIR, data, { recursive: true });
    const cache = tempDir('truncated');
    const good = totem(['check', deck, '--data-dir', data], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(good.status).toBe(0);
    // `head -c 50000 cards/en/sv3.json`: a copy or checkout that stopped part way.
    const sv3 = join(data, 'cards/en/sv3.json');
    writeFileSync(sv3, readFileSync(sv3).subarray(0, 50_000));
    const run = totem(['check', deck, '--data-dir', data], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/sv3\.json cannot be read \(not valid JSON.*\): .*card store was left as it was/);
    expect(run.stdout).not.toMatch(/unknown-card/);
    const { store } = openStore(storePath(cache, [dataDirState(data)]));
    expect(store.count()).toBe(19783);
    store.close();
  }, 300_000);

  it('a dataset file over the size cap, or a link out of the checkout: refused, naming it, never quoting it', async () => {
    const data = tempDir('dataset');
    cpSync(DATA_DIR, data, { recursive: true });
    const secret = join(tempDir('secret'), 'token.json');
    writeFileSync(secret, 'GITHUB_TOKEN=ghp_not_a_real_token\n');
    symlinkSync(secret, join(data, 'cards/en/zz-link.json'));
    const { store } = openStore(join(tempDir('link'), 'cards.sqlite'));
    const linked = await importDataDirs(store, [data]).catch((e: Error) => e);
    expect(String(linked)).toMatch(/zz-link\.json is a link to a file outside the checkout/);
    expect(String(linked)).not.toContain('GITHUB');
    rmSync(join(data, 'cards/en/zz-link.json'));
    // A sparse file: 20 MB on paper, nothing on disk, refused before a byte is read.
    const huge = join(data, 'cards/en/zz-huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 20 * 1024 * 1024);
    const large = await importDataDirs(store, [data]).catch((e: Error) => e);
    expect(String(large)).toMatch(/zz-huge\.json is 20 MB, over the 16 MB a dataset file may have/);
    expect(store.count()).toBe(0);
    store.close();
  });

  it('8 processes checking with --data-dir on one empty cache all succeed with identical reports', async () => {
    const cache = tempDir('parallel');
    const runs = await Promise.all(
      Array.from({ length: 8 }, () =>
        totemAsync(
          ['check', deck, 'examples/decks/dragapult-ex-invalid.txt', '--format', 'json', '--data-dir', DATA_DIR],
          { data: false, env: { TOTEM_CACHE_DIR: cache } },
        ),
      ),
    );
    for (const r of runs) {
      // Nothing but the import's own lines (one process imports, the ones that wait for it say so).
      expect(withoutImportLines(r.stderr)).toBe('');
      expect(r.status).toBe(1);
      expect(r.stdout).toBe(runs[0]!.stdout);
    }
    const store = new CardStore(datasetStorePath(cache));
    expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(store.count()).toBe(19783);
    store.close();
  }, 120_000);
});

// Processes creating one new store at once: while one holds the write lock creating (and filling) the tables,
// another that found no schema must wait and read it again, not fail with SQLITE_BUSY (a read-then-write
// deadlock SQLite reports without waiting) nor drop the tables the first one just filled.
it('a process opening a store while another creates it waits, then keeps what the other wrote', async () => {
  const file = join(tempDir('create'), 'cards.sqlite');
  const creator = new Database(file);
  creator.pragma('journal_mode = WAL');
  creator.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  creator.exec('BEGIN IMMEDIATE');
  creator.exec(`INSERT INTO meta VALUES ('schema', '${STORE_SCHEMA_VERSION}'), ('filled', 'yes')`);
  for (const sql of schemaOf(':memory:')) creator.exec(sql);
  const opener = nodeScript(
    `const { CardStore } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/cards/store/store.js')).href)});
     const s = new CardStore(process.argv[1]); console.log(s.getMeta('filled')); s.close();`,
    [file],
  );
  await new Promise((r) => setTimeout(r, 1500));
  creator.exec('COMMIT');
  creator.close();
  const run = await opener;
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe('yes');
}, 60_000);

// Every write takes the write lock before it reads: names learnt from TCGdex are merged into the stored card
// (read, then write) while another process may be writing; a deferred transaction would fail at once.
it('a write that reads first waits for another process holding the write lock, then succeeds', async () => {
  const file = join(tempDir('upgrade'), 'cards.sqlite');
  const seeded = new CardStore(file);
  seeded.putCards([card({ id: 'tst-1', name: 'Testmon' })], [], 'test');
  seeded.close();
  const holder = new Database(file);
  holder.exec(`BEGIN IMMEDIATE; INSERT INTO meta VALUES ('other', 'process')`);
  const writer = nodeScript(
    `const { CardStore } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/cards/store/store.js')).href)});
     const s = new CardStore(process.argv[1]);
     s.putLocalizedNames(new Map([['tst-1', { es: 'Pruebamon' }]]));
     console.log(s.byId('tst-1').names.es); s.close();`,
    [file],
  );
  await new Promise((r) => setTimeout(r, 1500));
  holder.exec('COMMIT');
  holder.close();
  const run = await writer;
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe('Pruebamon');
}, 60_000);

it('a store on disk survives being opened read-only elsewhere (no write needed to read)', () => {
  const dir = tempDir('ro');
  mkdirSync(dir, { recursive: true });
  const { store } = openStore(join(dir, 'cards.sqlite'));
  expect(store.count()).toBe(0);
  store.close();
  const reader = new CardStore(join(dir, 'cards.sqlite'), true);
  expect(reader.count()).toBe(0);
  reader.close();
});

describeWithData('a read-only cache', () => {
  it('a read-only cache folder with a good store is read as it is, not replaced by an empty temporary store', () => {
    const cache = tempDir('readonly');
    const file = join(cache, 'cards.sqlite');
    copyFileSync(datasetStorePath(SHARED_CACHE), file);
    // As root every folder is writable: the folder's answer is given here, as a read-only mount would give it.
    const { store, warnings } = openStore(file, () => false);
    expect(store.path).toBe(file);
    expect(store.db.readonly).toBe(true);
    expect(store.count()).toBe(19783);
    expect(warnings.join()).toMatch(/not writable; reading .* without changing it/);
    store.close();
  });

  it('a read-only cache folder without a usable store falls back to a fresh temporary store', () => {
    const { store, warnings } = openStore(join(tempDir('readonly-empty'), 'cards.sqlite'), () => false);
    expect(store.path).not.toContain('readonly-empty');
    expect(warnings.join()).toMatch(/using a temporary store/);
    expect(statSync(dirname(store.path)).mode & 0o077).toBe(0);
    store.close();
    expect(existsSync(dirname(store.path))).toBe(false);
  });
});

/** The CREATE statements of a fresh store's tables other than meta. */
function schemaOf(path: string): string[] {
  const store = new CardStore(path);
  const rows = store.db
    .prepare(`SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name != 'meta' ORDER BY type DESC`)
    .all() as { sql: string }[];
  store.close();
  return rows.map((r) => r.sql);
}
