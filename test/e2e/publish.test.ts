import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT, withoutImportLines } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { startRegistry, type Registry } from '../helpers/registry.js';
import type { DeckReport, Report } from '../../src/model/report.js';

// The publish path, proven offline: `npm publish` to a private registry (no uplinks), then, in empty folders,
// `npm install totem-deck` and `npx totem-deck check`, and the library from the packed tarball.

let registry: Registry;
let work: string;
let tarball: string;

/** npm, run without blocking this process (the stand-in registry answers from here). */
function npm(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd, env: registry.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} failed (${status}):\n${stderr}`)),
    );
  });
}

/**
 * The installed package's environment: the dataset as its card data, in a cache of its own (the installed
 * importer is not the checkout's, so it imports the dataset once), and npm's registry for npx.
 */
const dataEnv = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: registry.env.HOME,
  npm_config_userconfig: registry.env.npm_config_userconfig,
  npm_config_registry: registry.env.npm_config_registry,
  npm_config_cache: registry.env.npm_config_cache,
  npm_config_update_notifier: 'false',
  TOTEM_DATA_DIR: DATA_DIR,
  TOTEM_CACHE_DIR: join(work, 'totem-cache'),
  TOTEM_API_URL: 'http://127.0.0.1:9/v2',
  TOTEM_TCGDEX_URL: 'off',
  NO_COLOR: '1',
});

/**
 * A user's machine: no TOTEM_* variable at all (not even the tests' TOTEM_PACK_DIR=off), no dataset in reach, a
 * home and cache of its own. The installed package's shipped card pack is all there is — as after `npm install`.
 */
const cleanEnv = (): NodeJS.ProcessEnv => {
  const home = mkdtempSync(join(work, 'home-'));
  return { PATH: '/usr/bin:/bin', HOME: home, XDG_CACHE_HOME: join(home, '.cache'), NO_COLOR: '1' };
};

/**
 * A new project with nothing but a package.json. One line more than empty: the registry here serves the
 * dependency tree as this checkout installed it, where package.json's `overrides` lifted pokemontcgsdk's
 * axios@^0.21 to 1.x; npm applies a package's overrides only to its own install, so the project says the same.
 */
function emptyProject(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  const { overrides } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    overrides: Record<string, string>;
  };
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', private: true, type: 'module', overrides: { axios: overrides.axios } }),
  );
  return dir;
}

describeWithData('the published package', () => {
  beforeAll(async () => {
    registry = await startRegistry();
    work = mkdtempSync(join(tmpdir(), 'totem-publish-'));
    // dist/ is built (the test setup builds it, as prepack does when npm publishes from the checkout).
    await npm(['pack', '--ignore-scripts', '--silent', '--pack-destination', work], ROOT);
    tarball = join(
      work,
      readdirSync(work).find((f) => f.endsWith('.tgz'))!,
    );
  }, 600_000);

  afterAll(async () => {
    await registry?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('npm publish, then npm install totem-deck and npx totem-deck check in an empty folder, with no dev dependency', async () => {
    await npm(['publish', tarball], work);
    const project = emptyProject('club-decks');
    await npm(['install', 'totem-deck'], project);
    const installed = readdirSync(join(project, 'node_modules'));
    for (const dev of ['typescript', 'vitest', 'esbuild', 'verdaccio', 'eslint']) expect(installed).not.toContain(dev);
    copyFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), join(project, 'deck.txt'));
    const run = spawnSync('npx', ['totem-deck', 'check', 'deck.txt', '--offline'], {
      cwd: project,
      env: dataEnv(),
      encoding: 'utf8',
    });
    expect(withoutImportLines(run.stderr)).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('deck.txt');
    expect(run.stdout).toMatch(/✔/);
  }, 600_000);

  it('from the packed tarball, in a clean environment: checkDeck on every example deck deep-equals the installed CLI JSON, and docs/library.md runs', async () => {
    const project = emptyProject('deck-bot');
    await npm(['install', tarball], project);
    const env = cleanEnv();
    for (const name of Object.keys(env)) expect(name).not.toMatch(/^TOTEM_/);
    const decks = readdirSync(join(ROOT, 'examples/decks')).filter((f) => /\.(txt|json)$/.test(f));
    mkdirSync(join(project, 'examples'));
    cpSync(join(ROOT, 'examples/decks'), join(project, 'examples/decks'), { recursive: true });
    // The installed CLI, on the same card data (the shipped pack) as the library below.
    expect(existsSync(join(project, 'node_modules/totem-deck/pack/index.json'))).toBe(true);
    const bin = join(project, 'node_modules/totem-deck/bin/totem.js');
    const run = spawnSync(process.execPath, [bin, 'check', 'examples/decks', '--format', 'json', '--offline'], {
      cwd: project,
      env,
      encoding: 'utf8',
    });
    const cli = JSON.parse(run.stdout) as Report;
    const script = `
      import { readFileSync } from 'node:fs';
      import { checkDeck } from 'totem-deck';
      const out = {};
      for (const file of ${JSON.stringify(decks.map((f) => `examples/decks/${f}`))})
        out[file] = await checkDeck(readFileSync(file), { file, config: false, offline: true });
      console.log(JSON.stringify(out));`;
    writeFileSync(join(project, 'all.mjs'), script);
    const lib = spawnSync(process.execPath, ['all.mjs'], { cwd: project, env, encoding: 'utf8' });
    expect(lib.stderr).toBe('');
    const reports = JSON.parse(lib.stdout) as Record<string, DeckReport>;
    expect(Object.keys(reports)).toHaveLength(cli.decks.length);
    for (const deck of cli.decks) expect(reports[deck.file]).toEqual(deck);

    // The example of docs/library.md, as written there.
    const example = /```js\n([\s\S]*?)```/.exec(readFileSync(join(ROOT, 'docs/library.md'), 'utf8'))![1]!;
    writeFileSync(join(project, 'bot.mjs'), example);
    const valid = spawnSync(process.execPath, ['bot.mjs', join(ROOT, 'examples/decks/charizard-ex.txt')], {
      cwd: project,
      env,
      encoding: 'utf8',
    });
    expect(valid.stderr).toBe('');
    expect(valid.stdout).toMatch(/^✔ valid: Charizard ex \(Invocation Cost \d+\)\n$/);
    const invalid = spawnSync(process.execPath, ['bot.mjs', join(ROOT, 'examples/decks/dragapult-ex-invalid.txt')], {
      cwd: project,
      env,
      encoding: 'utf8',
    });
    expect(invalid.stdout).toMatch(/^✖ invalid: \d+ errors\nline \d+: /);
    expect(existsSync(join(project, 'node_modules/totem-deck/dist/lib/index.d.ts'))).toBe(true);
  }, 600_000);
});
