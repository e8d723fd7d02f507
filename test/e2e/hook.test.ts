import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { BIN, ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, SHARED_CACHE, describeWithData } from '../helpers/dataset.js';

const GOOD = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const BAD = readFileSync(join(ROOT, 'examples/decks/dragapult-ex-invalid.txt'), 'utf8');

const temp = (name: string) => realpathSync(mkdtempSync(join(tmpdir(), `totem-${name}-`)));

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Deck Keeper', '-c', 'user.email=keeper@example.test', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  });
}

function repo(): string {
  const dir = temp('hook');
  git(dir, 'init', '-q');
  return dir;
}

/** The plain git hook exactly as docs/ci.md gives it. */
function docsHook(): string {
  const docs = readFileSync(join(ROOT, 'docs/ci.md'), 'utf8');
  const hook = /```sh\n(#!\/bin\/sh[\s\S]*?)```/.exec(docs)?.[1];
  expect(hook).toMatch(/totem check --staged/);
  return hook!;
}

describeWithData('pre-commit: the staged content of staged decks', () => {
  it('a bad deck named "my deck.txt" is rejected even when its working copy is fixed but not staged', () => {
    const dir = repo();
    writeFileSync(join(dir, 'my deck.txt'), BAD);
    writeFileSync(join(dir, 'notes.txt'), 'Ideas for next week\n');
    writeFileSync(join(dir, 'package.json'), '{ "name": "decks" }\n');
    git(dir, 'add', '.');
    writeFileSync(join(dir, 'my deck.txt'), GOOD); // fixed, but not `git add`ed

    const run = totem(['check', '--staged'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^my deck\.txt {2}✖ invalid/m);
    expect(run.stdout).toMatch(/2 files skipped: not decklists/);
    expect(run.stdout).not.toMatch(/notes\.txt|package\.json/);

    // As the pre-commit framework calls it: the staged files' names, with the space, as arguments.
    const named = totem(['check', '--staged', '--quiet', 'my deck.txt', 'notes.txt'], { cwd: dir });
    expect(named.status).toBe(1);
    expect(named.stdout).toMatch(/my deck\.txt {2}✖ invalid/);

    // The plain hook of docs/ci.md, run by git itself with a `totem` on the PATH.
    const bin = temp('bin');
    writeFileSync(join(bin, 'totem'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(bin, 'totem'), 0o755);
    mkdirSync(join(dir, '.git/hooks'), { recursive: true });
    writeFileSync(join(dir, '.git/hooks/pre-commit'), docsHook());
    chmodSync(join(dir, '.git/hooks/pre-commit'), 0o755);
    const env = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      TOTEM_CACHE_DIR: SHARED_CACHE,
      TOTEM_DATA_DIR: DATA_DIR,
      TOTEM_API_URL: 'http://127.0.0.1:9/v2',
      NO_COLOR: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
    };
    const commit = (message: string) =>
      spawnSync('git', ['-c', 'user.name=K', '-c', 'user.email=k@example.test', 'commit', '-q', '-m', message], {
        cwd: dir,
        env,
        encoding: 'utf8',
      });
    const refused = commit('bad deck');
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/my deck\.txt {2}✖ invalid/);

    git(dir, 'add', 'my deck.txt');
    const fixed = totem(['check', '--staged'], { cwd: dir });
    expect(fixed.status).toBe(0);
    expect(fixed.stdout).toMatch(/^my deck\.txt {2}✔ valid/m);
    const accepted = commit('good deck');
    expect(accepted.status).toBe(0);
    expect(git(dir, 'log', '--oneline')).toMatch(/good deck/);
  });

  it('paths are shown from the working directory; decks in subfolders are found', () => {
    const dir = repo();
    mkdirSync(join(dir, 'decks/modern'), { recursive: true });
    writeFileSync(join(dir, 'decks/modern/bad one.txt'), BAD);
    writeFileSync(join(dir, 'decks/good.txt'), GOOD);
    git(dir, 'add', '.');
    const run = totem(['check', '--staged', '--format', 'json'], { cwd: join(dir, 'decks') });
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.decks.map((d) => [d.file, d.valid])).toEqual([
      ['good.txt', true],
      ['modern/bad one.txt', false],
    ]);
  });
});

describe('--staged without decks', () => {
  it('nothing staged: an empty report, exit 0, no card data needed; SARIF is still a valid log', () => {
    const dir = repo();
    const empty = temp('empty-cache');
    const env = { TOTEM_CACHE_DIR: empty };
    const text = totem(['check', '--staged'], { cwd: dir, data: false, env });
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/0 decks valid/);
    const sarif = totem(['check', '--staged', '--format', 'sarif', '-o', 'totem.sarif'], {
      cwd: dir,
      data: false,
      env,
    });
    expect(sarif.status).toBe(0);
    const log = JSON.parse(readFileSync(join(dir, 'totem.sarif'), 'utf8'));
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    expect(log.runs[0].tool.driver.name).toBe('totem');
    expect(log.runs[0].tool.driver.rules.length).toBeGreaterThan(10);
    expect(log.runs[0].results).toEqual([]);
  });

  it('outside a git repository: exit 2 with git’s reason', () => {
    const run = totem(['check', '--staged'], { cwd: temp('no-git'), data: false });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^totem: --staged: .*not a git repository/m);
  });
});
