import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { dataDirState, importDataDirs } from '../../src/cards/import.js';
import { storePath } from '../../src/cards/open.js';
import { CardStore } from '../../src/cards/store/store.js';
import { DatasetError } from '../../src/model/errors.js';

/** A tiny pokemon-tcg-data checkout with `n` Pokémon in one set. */
function dataset(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-import-'));
  mkdirSync(join(dir, 'sets'));
  mkdirSync(join(dir, 'cards', 'en'), { recursive: true });
  writeFileSync(
    join(dir, 'sets', 'en.json'),
    JSON.stringify([{ id: 'tst', name: 'Test', series: 'T', ptcgoCode: 'TST', releaseDate: '2024/01/01', total: n }]),
  );
  const cards = Array.from({ length: n }, (_, i) => ({
    id: `tst-${i + 1}`,
    name: `Mon ${i + 1}`,
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Fire'],
    number: String(i + 1),
    set: { id: 'tst' },
  }));
  writeFileSync(join(dir, 'cards', 'en', 'tst.json'), JSON.stringify(cards));
  return dir;
}

const store = () => new CardStore(join(mkdtempSync(join(tmpdir(), 'totem-import-store-')), 'cards.sqlite'));

it('an import that would leave the store empty is refused and the old store kept', async () => {
  const dir = dataset(10);
  const s = store();
  await importDataDirs(s, [dir]);
  expect(s.count()).toBe(10);
  // A half checkout: the set list is there, the card files are not.
  rmSync(join(dir, 'cards', 'en', 'tst.json'));
  await expect(importDataDirs(s, [dir])).rejects.toBeInstanceOf(DatasetError);
  expect(s.count()).toBe(10);
  s.close();
});

it('an import that would shrink the store below half needs allowShrink (cards import --force)', async () => {
  const s = store();
  await importDataDirs(s, [dataset(10)]);
  const small = dataset(4);
  await expect(importDataDirs(s, [small])).rejects.toThrow(/holds 4 cards where the card store holds 10/);
  expect(s.count()).toBe(10);
  await importDataDirs(s, [small], { allowShrink: true });
  expect(s.count()).toBe(4);
  s.close();
});

it('sync markers are cleared with the cards, so a later sync fetches again', async () => {
  const s = store();
  s.setMeta('sync.tst', 'done');
  await importDataDirs(s, [dataset(3)]);
  expect(s.getMeta('sync.tst')).toBeUndefined();
  s.close();
});

it('each set of data dirs has its own store, apart from the API cache', () => {
  const cache = mkdtempSync(join(tmpdir(), 'totem-import-cache-'));
  const a = dataDirState(dataset(2));
  const b = dataDirState(dataset(2));
  const paths = [storePath(cache), storePath(cache, [a]), storePath(cache, [b]), storePath(cache, [a, b])];
  expect(new Set(paths).size).toBe(4);
  expect(paths[0]).toBe(join(cache, 'cards.sqlite'));
  expect(storePath(cache, [a])).toBe(storePath(cache, [dataDirState(a.root)]));
});

it('an empty TOTEM_CACHE_DIR counts as unset, never the current folder', () => {
  const saved = process.env.TOTEM_CACHE_DIR;
  process.env.TOTEM_CACHE_DIR = '';
  try {
    expect(storePath()).not.toBe('cards.sqlite');
    expect(storePath()).toMatch(/totem.*cards\.sqlite$/);
  } finally {
    if (saved === undefined) delete process.env.TOTEM_CACHE_DIR;
    else process.env.TOTEM_CACHE_DIR = saved;
  }
});
