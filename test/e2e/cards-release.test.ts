import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { startRegistry, type Registry } from '../helpers/registry.js';
import type { Report } from '../../src/model/report.js';

// Card data on its own schedule, proven offline: `npm run cards:release` from a checkout publishes a patch release
// that changes only the pack to a private registry (no uplinks), does nothing when the card data is the same, and
// `npm update` in an installed copy makes a set the old pack lacked check offline.

let registry: Registry;
let work: string;
let checkout: string;

/** npm or node, run without blocking this process (the stand-in registry answers from here). */
function run(command: string, args: string[], cwd: string, env = registry.env) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A pokemon-tcg-data checkout holding only these sets (made from the shared dataset, in a temp folder). */
function dataset(name: string, ids: string[]): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'cards/en'), { recursive: true });
  mkdirSync(join(dir, 'sets'));
  const sets = JSON.parse(readFileSync(join(DATA_DIR, 'sets/en.json'), 'utf8')) as { id: string }[];
  writeFileSync(join(dir, 'sets/en.json'), JSON.stringify(sets.filter((s) => ids.includes(s.id))));
  for (const id of ids) copyFileSync(join(DATA_DIR, `cards/en/${id}.json`), join(dir, `cards/en/${id}.json`));
  return dir;
}

const release = (data: string, tests = 'node -e 0') =>
  run(
    process.execPath,
    ['scripts/cards-release.js', '--data-dir', data, '--registry', registry.url, '--tests', tests, '--no-crosscheck'],
    checkout,
  );

const versions = async (): Promise<string[]> =>
  Object.keys(((await (await fetch(`${registry.url}/totem-deck`)).json()) as { versions: object }).versions);

/** `totem check --offline` of the installed copy, as a user runs it: no TOTEM_* variable, a home of its own. */
async function checkInstalled(project: string): Promise<{ status: number | null; report: Report }> {
  const home = mkdtempSync(join(work, 'home-'));
  const env = { PATH: '/usr/bin:/bin', HOME: home, XDG_CACHE_HOME: join(home, '.cache'), NO_COLOR: '1' };
  const bin = join(project, 'node_modules/totem-deck/bin/totem.js');
  const out = await run(process.execPath, [bin, 'check', 'deck.txt', '--offline', '--format', 'json'], project, env);
  return { status: out.status, report: JSON.parse(out.stdout) as Report };
}

describeWithData('card data released on its own schedule', () => {
  beforeAll(async () => {
    registry = await startRegistry();
    work = mkdtempSync(join(tmpdir(), 'totem-cards-release-'));
    // The checkout the release runs in: the package's files as `npm pack` takes them (dist/ built), the script.
    const packed = await run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], ROOT);
    expect(packed.status).toBe(0);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    expect(spawnSync('tar', ['-xzf', join(work, tarball), '-C', work]).status).toBe(0);
    checkout = join(work, 'package');
    copyFileSync(join(ROOT, 'scripts/cards-release.js'), join(checkout, 'scripts/cards-release.js'));
    // Installed, as `npm ci` leaves a checkout (the pack builder's dependencies).
    symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
  }, 600_000);

  afterAll(async () => {
    await registry?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('publishes new card data as a patch release, nothing when it is unchanged, and npm update brings the new set', async () => {
    const { version } = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as { version: string };
    const first = await release(dataset('data-a', ['sv1', 'sv2']));
    expect(first.stderr).toContain(
      `published totem-deck@${version} with card data to Paldea Evolved (PAL), 2023-06-09`,
    );
    expect(first.status).toBe(0);
    const same = await release(dataset('data-a2', ['sv1', 'sv2']));
    expect(same.status).toBe(0);
    expect(same.stderr).toMatch(
      /the card data is the same as totem-deck@[\d.]+'s \(Paldea Evolved \(PAL\)\): nothing to publish/,
    );
    expect(await versions()).toEqual([version]);

    // An installed copy: Obsidian Flames (OBF) is newer than its card data — not a verdict, exit 2.
    const project = join(work, 'club');
    mkdirSync(project);
    const { overrides } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      overrides: Record<string, string>;
    };
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'club', version: '1.0.0', private: true, overrides: { axios: overrides.axios } }),
    );
    expect((await run('npm', ['install', `totem-deck@^${version}`], project)).status).toBe(0);
    writeFileSync(join(project, 'deck.txt'), 'Totem: 1\n1 Charizard ex OBF 125\nPokémon: 1\n1 Charmander OBF 26\n');
    const before = await checkInstalled(project);
    expect(before.status).toBe(2);
    expect(before.report.decks[0]!.unverified?.map((u) => u.line)).toEqual([2, 4]);

    // The next data, with failing acceptance tests: nothing is published.
    const withObf = dataset('data-b', ['sv1', 'sv2', 'sv3']);
    const failed = await release(withObf, 'node -e "process.exit(3)"');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('the tests failed: nothing published');
    expect(await versions()).toEqual([version]);

    const next = await release(withObf);
    expect(next.status).toBe(0);
    const patch = version.replace(/\d+$/, (n) => String(Number(n) + 1));
    expect(next.stderr).toContain(`published totem-deck@${patch} with card data to Obsidian Flames (OBF), 2023-08-11`);
    expect(await versions()).toEqual([version, patch]);

    // `npm update`: the same code, the new pack; the lines now check offline (the deck is short: invalid, exit 1).
    expect((await run('npm', ['update'], project)).status).toBe(0);
    const installed = JSON.parse(readFileSync(join(project, 'node_modules/totem-deck/package.json'), 'utf8')) as {
      version: string;
      cardData: { newest: string };
    };
    expect(installed.version).toBe(patch);
    expect(installed.cardData.newest).toBe('Obsidian Flames (OBF)');
    const after = await checkInstalled(project);
    expect(after.status).toBe(1);
    expect(after.report.decks[0]!.unverified ?? []).toEqual([]);
    expect(after.report.decks[0]!.problems.map((p) => p.rule)).not.toContain('unknown-card');
    expect(after.report.decks[0]!.totem?.name).toBe('Charizard ex');
  }, 900_000);
});

describe('the scheduled card data workflow', () => {
  const text = readFileSync(join(ROOT, '.github/workflows/cards.yml'), 'utf8');
  const workflow = parse(text) as {
    on: { schedule: { cron: string }[] };
    jobs: { release: { steps: { run?: string; shell?: string; uses?: string; with?: { repository?: string } }[] } };
  };
  const steps = workflow.jobs.release.steps;

  it('is a valid workflow that runs every day', () => {
    expect(validateWorkflow(text).errors).toEqual([]);
    expect(workflow.on.schedule.map((s) => s.cron)).toEqual(['17 6 * * *']);
  });

  it('checks out both datasets at their newest commits beside the clone, then runs cards:release with the tests', () => {
    expect(steps.filter((s) => s.with?.repository).map((s) => s.with!.repository)).toEqual([
      'PokemonTCG/pokemon-tcg-data',
      'tcgdex/cards-database',
    ]);
    const runs = steps.filter((s) => s.run);
    expect(runs.map((s) => s.run)).toEqual([
      'npm ci',
      'npm run cards:release -- --registry https://registry.npmjs.org --tests "npm test"',
    ]);
    for (const step of runs) expect(step.shell).toBe('bash');
  });
});
