import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { dataDirState } from '../../src/packer/data-dir-state.js';
import { datasetsDir, openDataDirPack } from '../../src/packer/data-dir-pack.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { BIN, ROOT, totem, totemAsync, withoutImportLines } from '../helpers/cli.js';
import { card } from '../helpers/synthetic.js';
import {
  DATA_DIR,
  SHARED_CACHE,
  SHARED_PACK,
  datasetStorePath,
  describeWithData,
  editSetFile,
} from '../helpers/dataset.js';
import { HAS_TCGDEX } from '../helpers/tcgdex.js';
import { ENGLISH } from '../../src/model/render-message.js';

// The cache's guarantees (docs/card-pack.md, "The cache"): each fault is made first, then what totem does about it.

const deck = 'examples/decks/charizard-ex.txt';
const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `totem-${name}-`));
/** Every file left under a folder, by name. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
/** A cache copied from the shared one: the dataset's pack already built (no build in the test). */
function copiedCache(name: string): string {
  const cache = tempDir(name);
  const pack = datasetStorePath(SHARED_CACHE);
  cpSync(pack, join(datasetsDir(cache), pack.split('/').pop()!), { recursive: true });
  return cache;
}
/** A cache folder that can't be created or written, even as root: it lies below a regular file. */
function unwritableCache(): string {
  const blocker = join(tempDir('blocked'), 'a-file');
  writeFileSync(blocker, 'not a folder');
  return join(blocker, 'cache');
}

describeWithData('the data dirs’ pack in the cache', () => {
  it('8 processes checking with --data-dir on one empty cache all succeed with identical reports, one pack left', async () => {
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
      expect(withoutImportLines(r.stderr)).toBe('');
      expect(r.status).toBe(1);
      expect(r.stdout).toBe(runs[0]!.stdout);
    }
    // One pack, whole; no half-built sibling left behind.
    expect(readdirSync(datasetsDir(cache))).toEqual([datasetStorePath(cache).split('/').pop()]);
  }, 300_000);

  it('a build killed halfway leaves no pack a reader would take; the next run builds it whole', async () => {
    const cache = tempDir('killed');
    const child = spawn(process.execPath, [BIN, 'check', deck, '--data-dir', DATA_DIR], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TOTEM_CACHE_DIR: cache },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Killed mid-build: the moment it says it is importing (a first build then takes a second or more, reading the
    // dataset and writing the pack beside its folder), however fast or loaded the machine. Whatever it left is not
    // the pack.
    const exited = new Promise((r) => child.once('exit', r));
    await new Promise<void>((r) => child.stderr!.once('data', () => r()));
    expect(child.exitCode, 'the first run finished before it could be killed mid-build').toBeNull();
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(join(datasetStorePath(cache), 'index.json'))).toBe(false);
    const run = totem(['check', deck, '--format', 'json'], { env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.valid).toBe(1);
  }, 300_000);

  it('a set file of the pack cut short is noticed, the pack set aside and built again: the verdict stands', () => {
    const cache = copiedCache('truncated');
    const set = join(datasetStorePath(cache), 'sets', 'sv3.jsonl');
    truncateSync(set, 100);
    const run = totem(['check', deck, '--format', 'json'], { env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.valid).toBe(1);
    expect(run.stderr).toMatch(/was damaged or edited; it was set aside and is built again now/);
  }, 300_000);

  it('a damaged index is noticed when the pack is opened, and the pack built again', () => {
    const cache = copiedCache('index');
    writeFileSync(join(datasetStorePath(cache), 'index.json'), '{"format": "totem-card-pack", "sch');
    const run = totem(['check', deck, '--format', 'json'], { env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/was damaged or edited: set aside as \S+ and built again/);
  }, 300_000);

  it('a full disk during a first build: no half-made pack left, the dirs read in memory, a clear warning', () => {
    const cache = tempDir('full');
    const run = totem(['check', deck, '--data-dir', DATA_DIR, '--format', 'json'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache },
      fileSizeLimitKb: 64,
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.valid).toBe(1);
    expect(run.stderr).toMatch(/the card cache \S+ cannot be written \(EFBIG\): the data dirs are read into memory/);
    expect(run.stderr).not.toMatch(/[Dd]elete/);
    expect(filesUnder(cache)).toEqual([]);
  }, 300_000);

  it('a read-only cache gets no import: check --data-dir reads the dirs in memory, cards import exits 2', () => {
    const cache = unwritableCache();
    const run = totem(['check', deck, '--data-dir', DATA_DIR, '--format', 'json'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache },
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.valid).toBe(1);
    expect(run.stderr).toMatch(/cannot be written \(\w+\): the data dirs are read into memory for this run only/);
    const imported = totem(['cards', 'import', DATA_DIR], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(imported.status).toBe(2);
    expect(imported.stderr).toMatch(/a read-only cache gets no import/);
  }, 300_000);

  it('a dataset with bad records: those records are reported, every other card built', async () => {
    const data = tempDir('dataset');
    cpSync(DATA_DIR, data, { recursive: true });
    const bad = JSON.parse(readFileSync(join(DATA_DIR, 'cards/en/base2.json'), 'utf8'));
    bad[0].hp = { not: 'a number' };
    delete bad[1].name;
    writeFileSync(join(data, 'cards/en/base2.json'), JSON.stringify(bad));
    const { report } = await openDataDirPack([dataDirState(data)], { cacheDir: tempDir('malformed'), warn: () => {} });
    expect(report!.cards).toBe(19783 - 2);
    expect(report!.issues.filter((i) => i.includes('base2.json'))).toHaveLength(2);
  }, 120_000);

  it('one dataset file cut short fails the build: exit 2, the file named, the last pack kept', () => {
    const data = tempDir('dataset');
    cpSync(DATA_DIR, data, { recursive: true });
    const cache = tempDir('cut');
    const good = totem(['check', deck, '--data-dir', data], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(good.status).toBe(0);
    const before = readdirSync(datasetsDir(cache));
    // `head -c 50000 cards/en/sv3.json`: a copy or checkout that stopped part way.
    const sv3 = join(data, 'cards/en/sv3.json');
    writeFileSync(sv3, readFileSync(sv3).subarray(0, 50_000));
    const run = totem(['check', deck, '--data-dir', data], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/sv3\.json cannot be read \(not valid JSON.*\): .*card cache was left as it was/);
    expect(run.stdout).not.toMatch(/unknown-card/);
    expect(readdirSync(datasetsDir(cache))).toEqual(before);
  }, 300_000);

  it('a dataset file over the size cap, or a link out of the checkout: refused, naming it, never quoting it', async () => {
    const data = tempDir('dataset');
    cpSync(DATA_DIR, data, { recursive: true });
    const secret = join(tempDir('secret'), 'token.json');
    writeFileSync(secret, 'GITHUB_TOKEN=ghp_not_a_real_token\n');
    symlinkSync(secret, join(data, 'cards/en/zz-link.json'));
    const at = tempDir('link');
    const linked = await Promise.resolve()
      .then(() => openDataDirPack([dataDirState(data)], { cacheDir: at, warn: () => {} }))
      .catch((e: Error) => e);
    expect(String(linked)).toMatch(/zz-link\.json is a link to a file outside the checkout/);
    expect(String(linked)).not.toContain('GITHUB');
    rmSync(join(data, 'cards/en/zz-link.json'));
    // A sparse file: 20 MB on paper, nothing on disk, refused before a byte is read.
    const huge = join(data, 'cards/en/zz-huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 20 * 1024 * 1024);
    const large = await openDataDirPack([dataDirState(data)], { cacheDir: at, warn: () => {} }).catch((e: Error) => e);
    expect(String(large)).toMatch(/zz-huge\.json is 20 MB, over the 16 MB a dataset file may have/);
    expect(filesUnder(at)).toEqual([]);
  }, 120_000);
});

it('the overlay: a set file cut short or edited is noticed, set aside, and read as absent (fetched again)', () => {
  const dir = join(tempDir('overlay'), 'overlay');
  const writer = new CardCache(dir);
  writer.putCards([card({ id: 'tst-1', name: 'Testmon' }), card({ id: 'old-1', name: 'Othermon' })], []);
  const sets = join(dir, 'sets');
  const [first, second] = readdirSync(sets).sort();
  // Cut short (a kill or a full disk mid-copy) …
  truncateSync(join(sets, first!), 20);
  // … and edited: a well-formed set file, a card's name changed, its digest not.
  editSetFile(join(sets, second!), (cards) => {
    cards[0]!.name = 'Tampered';
  });
  const warnings: string[] = [];
  const reader = new CardCache(dir, (n) => warnings.push(n.text(ENGLISH)));
  expect(reader.count()).toBe(0);
  expect(warnings).toHaveLength(2);
  expect(warnings.join('\n')).toMatch(/damaged or edited: set aside as \S+\.damaged-/);
  expect(readdirSync(sets).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
});

it('the overlay: a set file an older totem wrote (gzip JSON, schema 2) is removed quietly, not called damaged', () => {
  const dir = join(tempDir('overlay-old'), 'overlay');
  mkdirSync(join(dir, 'sets'), { recursive: true });
  const old = { format: 'totem-card-pack', schema: 2, set: 'tst', record: null, cards: [], keys: [], digest: 'x' };
  writeFileSync(join(dir, 'sets', 'tst.json.gz'), gzipSync(JSON.stringify(old)));
  const warnings: string[] = [];
  const reader = new CardCache(dir, (n) => warnings.push(n.text(ENGLISH)));
  expect(reader.count()).toBe(0);
  expect(warnings).toEqual([]);
  expect(readdirSync(join(dir, 'sets'))).toEqual([]);
  reader.putCards([card({ id: 'tst-1', name: 'Testmon' })], []);
  expect(readdirSync(join(dir, 'sets'))).toEqual(['tst.jsonl']);
  expect(new CardCache(dir).byId('tst-1')?.name).toBe('Testmon');
});

it('the overlay: a temporary file a killed writer left is never read; parallel writers of one set keep both', () => {
  const dir = join(tempDir('overlay-kill'), 'overlay');
  mkdirSync(join(dir, 'sets'), { recursive: true });
  writeFileSync(join(dir, 'sets', 'tst.jsonl.tmp-999-abcd'), 'half a file');
  const a = new CardCache(dir);
  const b = new CardCache(dir);
  expect(a.count()).toBe(0);
  expect(b.count()).toBe(0);
  a.putCards([card({ id: 'tst-1', name: 'Alpha' })], []);
  b.putCards([card({ id: 'tst-2', name: 'Beta' })], []);
  expect(
    new CardCache(dir)
      .allCards()
      .map((c) => c.id)
      .sort(),
  ).toEqual(['tst-1', 'tst-2']);
});

it('the overlay: a full disk keeps this run’s cards in memory, says so once, and leaves no temporary file', () => {
  const dir = join(tempDir('overlay-full'), 'overlay');
  mkdirSync(dir, { recursive: true });
  // Under a file-size limit of 0 every write fails (EFBIG), as on a disk that can't take a byte more.
  const script = `
    const { CardCache } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/cards/cache/overlay.js')).href)});
    const { ENGLISH } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/model/render-message.js')).href)});
    const warnings = [];
    const cache = new CardCache(process.argv[1], (n) => warnings.push(n.text(ENGLISH)));
    const card = (id) => ({ id, setId: 'tst', name: id, nameKey: id, number: '1', supertype: 'Pokémon', releaseDate: '2024-01-01' });
    cache.putCards([card('tst-1')], []);
    cache.putCards([card('tst-2')], []);
    console.log(JSON.stringify({ count: cache.count(), warnings }));`;
  const run = spawnSync(
    'bash',
    ['-c', 'trap "" XFSZ; ulimit -f 0; exec "$@"', 'x', process.execPath, '--input-type=module', '-e', script, dir],
    {
      encoding: 'utf8',
    },
  );
  expect(run.stderr).toBe('');
  const { count, warnings } = JSON.parse(run.stdout) as { count: number; warnings: string[] };
  expect(count).toBe(2);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/cannot be written \(EFBIG: the disk is full or read-only\?\)/);
  expect(filesUnder(dir)).toEqual([]);
});

describeWithData('a read-only cache without data dirs', () => {
  it('cards sync exits 2 and says a read-only cache gets no download', () => {
    const run = totem(['cards', 'sync'], { data: false, env: { TOTEM_CACHE_DIR: unwritableCache() } });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/a read-only cache gets no download/);
  });

  it.runIf(HAS_TCGDEX)('a check still reads the shipped pack', () => {
    const run = totem(['check', deck, '--format', 'json'], {
      data: false,
      env: { TOTEM_CACHE_DIR: unwritableCache(), TOTEM_PACK_DIR: SHARED_PACK },
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.valid).toBe(1);
  });
});
