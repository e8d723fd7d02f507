import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';
import { DATASET, DATA_DIR, SHARED_CACHE } from '../helpers/dataset.js';
import { describeNeeding, program } from '../helpers/optional.js';

// The real pre-commit framework (Debian's `pre-commit` package; `.ci/run` installs it) runs totem's hooks in a
// deck repository, offline. Where it is missing the tests are skipped with a notice — and CI, which runs every
// test, fails.
const PRE_COMMIT = program('pre-commit', 'apt-get install pre-commit');

const GOOD = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const BAD = readFileSync(join(ROOT, 'examples/decks/dragapult-ex-invalid.txt'), 'utf8');
const temp = (name: string) => mkdtempSync(join(tmpdir(), `totem-pre-commit-${name}-`));

const GIT_ENV = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Deck Keeper',
  GIT_AUTHOR_EMAIL: 'keeper@example.test',
  GIT_COMMITTER_NAME: 'Deck Keeper',
  GIT_COMMITTER_EMAIL: 'keeper@example.test',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });

/** A folder with a `totem` command that runs this checkout's CLI: "totem installed on the machine". */
function installedTotem(): string {
  const bin = temp('bin');
  writeFileSync(join(bin, 'totem'), `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`);
  chmodSync(join(bin, 'totem'), 0o755);
  return bin;
}

/**
 * A deck repository with a pre-commit config, and staged: a bad deck, and a good one whose file name is an option
 * (`--output-file=README.txt`). README.txt is in the working tree, not staged: a hook that read the name as an
 * option would overwrite it with the report.
 */
function deckRepo(config: string): string {
  const dir = temp('decks');
  git(dir, 'init', '-q');
  writeFileSync(join(dir, '.pre-commit-config.yaml'), config);
  writeFileSync(join(dir, '--output-file=README.txt'), GOOD);
  writeFileSync(join(dir, 'bad deck.txt'), BAD);
  git(dir, 'add', '--', '.pre-commit-config.yaml', '--output-file=README.txt', 'bad deck.txt');
  writeFileSync(join(dir, 'README.txt'), 'the README\n');
  return dir;
}

/** `pre-commit run` as a user runs it before a commit: the staged files, with totem on PATH, no network. */
function preCommit(dir: string, args: string[] = []) {
  return spawnSync('pre-commit', ['run', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: [installedTotem(), process.env.PATH].join(delimiter),
      HOME: temp('home'),
      PRE_COMMIT_HOME: temp('cache'),
      ...GIT_ENV,
      NO_COLOR: '1',
      TOTEM_CACHE_DIR: SHARED_CACHE,
      TOTEM_DATA_DIR: DATA_DIR,
      TOTEM_API_URL: 'http://127.0.0.1:9/v2',
      TOTEM_TCGDEX_URL: 'off',
      // Whatever a hook would install, it can't reach a registry: the test runs offline.
      npm_config_registry: 'http://127.0.0.1:9/',
    },
    timeout: 120_000,
  });
}

/** This repository's `.pre-commit-hooks.yaml` (as it is in the working tree) in a git repository of its own. */
function hookRepo(): { path: string; rev: string } {
  const dir = temp('hook-repo');
  git(dir, 'init', '-q');
  cpSync(join(ROOT, '.pre-commit-hooks.yaml'), join(dir, '.pre-commit-hooks.yaml'));
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'hooks');
  return { path: dir, rev: git(dir, 'rev-parse', 'HEAD').trim() };
}

function expectChecked(run: ReturnType<typeof preCommit>, dir: string): void {
  const output = run.stdout + run.stderr;
  expect(run.status, output).toBe(1);
  expect(output).toMatch(/totem check\.+Failed/);
  expect(output).toMatch(/bad deck\.txt {2}✖ invalid/);
  // The option-like name was a file to check, not an option: README.txt is as it was.
  expect(output).toMatch(/--output-file=README\.txt {2}✔ valid/);
  expect(readFileSync(join(dir, 'README.txt'), 'utf8')).toBe('the README\n');
}

describeNeeding([DATASET, PRE_COMMIT], 'pre-commit (the framework) runs totem’s hooks', () => {
  it(`the totem-check hook of .pre-commit-hooks.yaml (language: system, the totem on PATH): ${PRE_COMMIT.version}`, () => {
    const hooks = hookRepo();
    const config = [
      'repos:',
      `  - repo: ${hooks.path}`,
      `    rev: ${hooks.rev}`,
      '    hooks:',
      '      - id: totem-check',
      '',
    ].join('\n');
    const dir = deckRepo(config);
    const run = preCommit(dir);
    expectChecked(run, dir);
  });

  it('the `repo: local` hook of docs/ci.md', () => {
    const docs = readFileSync(join(ROOT, 'docs/ci.md'), 'utf8');
    const local = [...docs.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => /repo: local/.test(b));
    expect(local).toBeDefined();
    const dir = deckRepo(local!);
    expectChecked(preCommit(dir), dir);
  });
});

describe('language: node — what pre-commit does to install the hook', () => {
  it('the hook asks for no newer pre-commit than Debian’s, and puts `--` before the file names', () => {
    const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, string>[];
    for (const hook of hooks) {
      expect(hook.entry).toMatch(/ --$/);
      const [major, minor] = hook.minimum_pre_commit_version!.split('.').map(Number);
      expect(major! * 100 + minor!, hook.id).toBeLessThanOrEqual(300);
    }
  });

  it('`npm pack` prints the tarball’s name alone on stdout (pre-commit installs the file of that name)', () => {
    // A copy of the package (node_modules linked), so that the build prepack runs leaves this checkout alone.
    const copy = temp('pack');
    for (const entry of ['package.json', '.npmrc', 'tsconfig.json', 'README.md', 'LICENSE'])
      cpSync(join(ROOT, entry), join(copy, entry));
    for (const folder of ['bin', 'data', 'docs', 'schema', 'scripts', 'src'])
      cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    mkdirSync(join(copy, 'npm-cache'));
    const pack = spawnSync('npm', ['pack'], {
      cwd: copy,
      encoding: 'utf8',
      // No registry is needed to pack; a dead one proves it.
      env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/', npm_config_cache: join(copy, 'npm-cache') },
      timeout: 300_000,
    });
    expect(pack.status, pack.stderr).toBe(0);
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(pack.stdout).toBe(`totem-deck-${version}.tgz\n`);
    expect(existsSync(join(copy, pack.stdout.trim()))).toBe(true);
  }, 300_000);
});
