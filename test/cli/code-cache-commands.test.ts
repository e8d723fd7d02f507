import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';
import { DATA_DIR, HAS_DATA } from '../helpers/dataset.js';

const DECK = join(ROOT, 'examples/decks/dragapult-ex-invalid.txt');

function run(cacheDir: string, args: string[]) {
  const env = { PATH: process.env.PATH, HOME: cacheDir, TOTEM_CACHE_DIR: cacheDir, NO_COLOR: '1' };
  return spawnSync(process.execPath, [BIN, ...args, DECK, '--offline'], { encoding: 'utf8', env });
}

/** The one cache file: the commands it names (its line after the 4-byte checksum) and its size. */
function cache(dir: string): { commands: string; size: number } {
  const [file] = readdirSync(join(dir, 'v8')).filter((name) => name.endsWith('.bin'));
  const bytes = readFileSync(join(dir, 'v8', file!));
  return { commands: bytes.subarray(4, bytes.indexOf(10, 4)).toString(), size: statSync(join(dir, 'v8', file!)).size };
}

it("the code cache grows by each command's first run (issue #42: a cache made by check lacked what stats compiles)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'totem-v8-commands-'));
  expect(run(dir, ['check']).status).toBe(1);
  const made = cache(dir);
  expect(made.commands).toBe('check');
  expect(run(dir, ['stats']).stderr).toBe('');
  const grown = cache(dir);
  expect(grown.commands).toBe('check,stats');
  expect(grown.size).toBeGreaterThan(made.size);
  // Named once: later runs of either command leave the file as it is.
  run(dir, ['stats']);
  run(dir, ['check']);
  expect(cache(dir)).toEqual(grown);
});

it("a program importing the library writes the code cache once, named 'lib', whatever its own arguments", () => {
  const dir = mkdtempSync(join(tmpdir(), 'totem-v8-library-'));
  const host = `import(${JSON.stringify(join(ROOT, 'dist/lib/index.js'))}).then((lib) => lib.cost('Charizard ex OBF 125'))`;
  const env = { PATH: process.env.PATH, HOME: dir, TOTEM_CACHE_DIR: dir };
  // A host program of its own, so that its arguments are argv[2] as a CLI's command would be.
  writeFileSync(join(dir, 'host.mjs'), host);
  const importAs = (arg: string) =>
    spawnSync(process.execPath, [join(dir, 'host.mjs'), arg], { encoding: 'utf8', env });
  expect(importAs('serve').stderr).toBe('');
  const made = cache(dir);
  expect(made.commands).toBe('lib');
  importAs('build');
  expect(cache(dir)).toEqual(made);
});

it.runIf(HAS_DATA)(
  'a run that builds card data reads the code cache but never writes it: a check after it caches its own functions alone',
  () => {
    // A data dir of one set (the SV Energies), so the import is quick.
    const data = mkdtempSync(join(tmpdir(), 'totem-v8-data-'));
    mkdirSync(join(data, 'sets'));
    mkdirSync(join(data, 'cards', 'en'), { recursive: true });
    const sets = JSON.parse(readFileSync(join(DATA_DIR, 'sets/en.json'), 'utf8')) as { id: string }[];
    writeFileSync(join(data, 'sets/en.json'), JSON.stringify(sets.filter((s) => s.id === 'sve')));
    copyFileSync(join(DATA_DIR, 'cards/en/sve.json'), join(data, 'cards/en/sve.json'));
    // Whatever words come first (`--lang es` is no command word), and a first check of a data dir builds its pack.
    const builds: [string[], number][] = [
      [['--lang', 'es', 'cards', 'import', data], 0],
      [['check', DECK, '--data-dir', data], 2], // its cards are not all in one set: not judged
    ];
    for (const [args, status] of builds) {
      const dir = mkdtempSync(join(tmpdir(), 'totem-v8-import-'));
      const env = { PATH: process.env.PATH, HOME: dir, TOTEM_CACHE_DIR: dir, NO_COLOR: '1' };
      expect(spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env }).status).toBe(status);
      // zod's bundle (a check of a house config loads it) keeps a cache of its own, named `zod`.
      const named = () =>
        (existsSync(join(dir, 'v8')) ? readdirSync(join(dir, 'v8')) : [])
          .filter((name) => name.endsWith('.bin'))
          .map((name) => readFileSync(join(dir, 'v8', name)))
          .map((bytes) => bytes.subarray(4, bytes.indexOf(10, 4)).toString())
          .filter((commands) => commands !== 'zod');
      expect(named()).toEqual([]);
      expect(run(dir, ['check']).status).toBe(1);
      expect(named()).toEqual(['check']);
    }
  },
);
