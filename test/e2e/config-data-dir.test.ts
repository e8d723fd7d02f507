import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, SHARED_CACHE, datasetStorePath, describeWithData } from '../helpers/dataset.js';

// `dataDir` in totem.config.json chooses the card data of every command, as --data-dir does. The cache here has
// the dataset's store (imported already) and no API cache, and the environment names no data dir: a command
// that ignored the config would find no card data at all (exit 2).

let dir: string;
let cache: string;

const run = (args: string[]) =>
  totem([...args, '--offline'], { cwd: dir, data: false, env: { TOTEM_CACHE_DIR: cache, TOTEM_DATA_DIR: undefined } });

describeWithData('dataDir in totem.config.json', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'totem-config-data-'));
    cache = join(dir, 'cache');
    const store = datasetStorePath(SHARED_CACHE);
    const copy = join(cache, relative(SHARED_CACHE, store));
    mkdirSync(dirname(copy), { recursive: true });
    cpSync(store, copy, { recursive: true });
    // Relative to the config's folder, as users write it.
    writeFileSync(join(dir, 'totem.config.json'), JSON.stringify({ dataDir: relative(dir, DATA_DIR) }));
    copyFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), join(dir, 'deck.txt'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('check', () => {
    const r = run(['check', 'deck.txt', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('cost', () => {
    const r = run(['cost', 'Charizard ex OBF 125', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).invocationCost).toBe(4);
  });

  it('identity', () => {
    const r = run(['identity', 'Charizard ex OBF 125', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).types).toContain('Fire');
  });

  it('cards info', () => {
    const r = run(['cards', 'info', 'Charizard ex OBF 125', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).id).toBe('sv3-125');
  });

  it('cards find', () => {
    const r = run(['cards', 'find', 'Charizard ex', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as { printings: { id: string }[] }).printings.map((c) => c.id)).toContain('sv3-125');
  });

  it('stats', () => {
    const r = run(['stats', 'deck.txt', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { openingHand?: unknown }).openingHand).toBeTruthy();
  });

  it('fmt', () => {
    const r = run(['fmt', 'deck.txt']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Total Cards: 100$/m);
  });
});
