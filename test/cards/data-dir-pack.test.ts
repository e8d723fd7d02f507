import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { dataDirState } from '../../src/packer/data-dir-state.js';
import { dataDirPackPath, datasetsDir, openDataDirPack } from '../../src/packer/data-dir-pack.js';
import { gitHead } from '../../src/packer/git-head.js';
import { cacheDir, overlayPath } from '../../src/cards/open.js';
import { cardEnv } from '../../src/commands/shared/card-env.js';
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

const cache = () => mkdtempSync(join(tmpdir(), 'totem-import-cache-'));
const open = (dirs: string[], at: string, extra: { force?: boolean; allowShrink?: boolean } = {}) =>
  openDataDirPack(dirs.map(dataDirState), { cacheDir: at, warn: () => {}, ...extra });

it('an unchanged checkout is not built again; a changed one is, and the old pack goes', async () => {
  const dir = dataset(10);
  const at = cache();
  const first = await open([dir], at);
  expect(first.report?.cards).toBe(10);
  expect((await open([dir], at)).report).toBeNull();
  // A set-level file changed (no git here): the stamp sees it, and only the new pack is left.
  const file = join(dir, 'cards', 'en', 'tst.json');
  const cards = JSON.parse(readFileSync(file, 'utf8')) as { name: string }[];
  cards[0]!.name = 'Renamed Mon';
  writeFileSync(file, JSON.stringify(cards));
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  const again = await open([dir], at);
  expect(again.report?.cards).toBe(10);
  expect(again.pack.byId('tst-1')?.name).toBe('Renamed Mon');
  expect(readdirSync(datasetsDir(at))).toEqual([again.dir!.split('/').pop()]);
});

it('a build that would leave no card is refused and the old pack kept', async () => {
  const dir = dataset(10);
  const at = cache();
  await open([dir], at);
  // A half checkout: the set list is there, the card files are not.
  rmSync(join(dir, 'cards', 'en', 'tst.json'));
  await expect(open([dir], at)).rejects.toBeInstanceOf(DatasetError);
  expect(readdirSync(datasetsDir(at)).filter((n) => !n.includes('.'))).toHaveLength(1);
});

it('a build that would shrink the pack below half needs allowShrink (cards import --force)', async () => {
  const dir = dataset(10);
  const at = cache();
  await open([dir], at);
  // The same checkout, now with 4 cards (a half checkout).
  const cards = Array.from({ length: 4 }, (_, i) => ({
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
  utimesSync(join(dir, 'cards', 'en', 'tst.json'), new Date(), new Date(Date.now() + 5000));
  await expect(open([dir], at)).rejects.toThrow(/holds 4 cards where the last pack of them in the card cache holds 10/);
  expect((await open([dir], at, { allowShrink: true })).report?.cards).toBe(4);
});

it('cards import (force) builds again even when the stamp says nothing changed', async () => {
  const dir = dataset(3);
  const at = cache();
  await open([dir], at);
  const forced = await open([dir], at, { force: true });
  expect(forced.report?.imported).toBe(true);
  expect(forced.dir).toBe(dataDirPackPath(at, [dataDirState(dir)]));
});

it('each list of data dirs has its own pack, apart from the overlay of API answers', () => {
  const at = cache();
  const a = dataDirState(dataset(2));
  const b = dataDirState(dataset(2));
  const paths = [overlayPath(at), dataDirPackPath(at, [a]), dataDirPackPath(at, [b]), dataDirPackPath(at, [a, b])];
  expect(new Set(paths).size).toBe(4);
  expect(paths[0]).toBe(join(at, 'overlay'));
  expect(dataDirPackPath(at, [a])).toBe(dataDirPackPath(at, [dataDirState(a.root)]));
});

it('the stamp of a git checkout is its HEAD, read from .git without git', () => {
  const dir = dataset(2);
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { encoding: 'utf8' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'one');
  const head = git('rev-parse', 'HEAD').trim();
  expect(gitHead(dir)).toBe(head);
  expect(dataDirState(dir).stat).toBe(`git:${head}`);
  git('pack-refs', '--all');
  expect(gitHead(dir)).toBe(head);
  git('commit', '-q', '--allow-empty', '-m', 'two');
  expect(dataDirState(dir).stat).toBe(`git:${git('rev-parse', 'HEAD').trim()}`);
  expect(gitHead(dataset(1))).toBeNull();
});

it('an empty TOTEM_CACHE_DIR counts as unset, never the current folder', () => {
  expect(cardEnv({ TOTEM_CACHE_DIR: '' }).cacheDir).toBe(cacheDir());
  expect(cacheDir('')).not.toBe('');
  expect(overlayPath('')).toMatch(/totem.*overlay$/);
});
