import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { workflowText } from '../../src/commands/init/index.js';
import { BIN, ROOT } from '../helpers/cli.js';
import { SHARED_CACHE, describeWithData } from '../helpers/dataset.js';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}

const ACTION_TEXT = readFileSync(join(ROOT, 'action.yml'), 'utf8');
const action = parse(ACTION_TEXT) as Action;
const DOCS = readFileSync(join(ROOT, 'docs/ci.md'), 'utf8');
const temp = () => mkdtempSync(join(tmpdir(), 'totem-action-'));

describe('action.yml', () => {
  it('is a valid action by the schema of GitHub action metadata', () => {
    expect(validateAction(ACTION_TEXT).errors).toEqual([]);
  });

  it('is a composite action whose run steps name a shell and whose expressions name what exists', () => {
    expect(action.runs.using).toBe('composite');
    const ids: string[] = [];
    for (const step of action.runs.steps) {
      if (step.run) expect(step.shell, `step "${step.name}"`).toBe('bash');
      const text = JSON.stringify(step);
      for (const [, input] of text.matchAll(/inputs\.([\w-]+)/g)) expect(Object.keys(action.inputs)).toContain(input);
      for (const [, id] of text.matchAll(/steps\.([\w-]+)\.outputs/g)) expect(ids).toContain(id);
      // Inputs reach scripts through env, never pasted into the script (no injection through an input).
      if (step.run) expect(step.run).not.toMatch(/\$\{\{/);
      if (step.id) ids.push(step.id);
    }
    for (const output of Object.values(action.outputs)) {
      const [, id, name] = /steps\.([\w-]+)\.outputs\.([\w-]+)/.exec(output.value)!;
      expect(action.runs.steps.find((s) => s.id === id)?.run).toContain(`${name}=`);
    }
  });

  it('installs from its own folder, caches the card store under a key that changes, and syncs before checking', () => {
    const steps = action.runs.steps;
    const index = (pattern: RegExp) => steps.findIndex((s) => pattern.test(`${s.uses ?? ''} ${s.run ?? ''}`));
    const install = steps[index(/npm ci/)]!;
    expect(install.env!.ACTION_PATH).toBe('${{ github.action_path }}');
    const restore = steps[index(/actions\/cache\/restore@/)]!;
    const save = steps[index(/actions\/cache\/save@/)]!;
    expect(restore.with!.key).toMatch(/steps\.install\.outputs\.week/);
    expect(restore.with!['restore-keys']).toBeTruthy();
    expect(save.with!.key).toBe(restore.with!.key);
    expect(save.with!.path).toBe(restore.with!.path);
    expect(save.if).toMatch(/cache-hit != 'true'/);
    expect(index(/actions\/cache\/restore@/)).toBeLessThan(index(/cards sync/));
    expect(index(/cards sync/)).toBeLessThan(index(/actions\/cache\/save@/));
    expect(index(/actions\/cache\/save@/)).toBeLessThan(index(/ check /));
    expect(restore.with!.path.split('\n')[0]).toBe(steps[index(/cards sync/)]!.env!.TOTEM_CACHE_DIR);
  });

  // Issue 44: a poisoned Actions cache must not be code that runs in the check step (which has the API key).
  it('the CI cache holds card data only: V8 code cache left out of it, and never run from a restored folder', () => {
    const workflows = [...DOCS.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((b) => /^jobs:/m.test(b));
    const jobSteps = workflows.flatMap((w) =>
      Object.values((parse(w) as { jobs: Record<string, { steps: Step[] }> }).jobs),
    );
    for (const steps of [action.runs.steps, ...jobSteps.map((job) => job.steps)]) {
      const text = JSON.stringify(steps);
      for (const step of steps.filter((s) => /actions\/cache/.test(s.uses ?? ''))) {
        const [folder, ...rest] = step.with!.path!.trim().split('\n');
        expect(rest).toEqual([`!${folder}/v8`]);
      }
      // Every step that runs totem on the cached folder turns the code cache off.
      if (/actions\/cache/.test(text))
        for (const step of steps.filter((s) => s.env?.TOTEM_CACHE_DIR)) expect(step.env!.TOTEM_CODE_CACHE).toBe('off');
      if (/actions\/cache/.test(text) && !action.runs.steps.includes(steps[0]!))
        expect(text).toContain('TOTEM_CODE_CACHE=off');
    }
    // The workflow `init --ci` writes keeps no cache at all.
    expect(workflowText('1.0.0')).not.toMatch(/actions\/cache/);
  });

  it('every action it, the docs and `totem init --ci` use is pinned by a commit, the same one everywhere', () => {
    const texts = [ACTION_TEXT, DOCS, workflowText('1.0.0')];
    const uses = texts.flatMap((text) => [...text.matchAll(/uses: ([\w.-]+\/[\w.-]+)(?:\/[\w.-]+)?@(\S+)(.*)/g)]);
    const pins = new Map<string, Set<string>>();
    for (const [line, repo, ref, rest] of uses) {
      // totem's own action is the user's choice of release (OWNER is a placeholder), everything else a commit.
      if (repo!.startsWith('OWNER/') || repo!.startsWith('${')) continue;
      expect(ref, line).toMatch(/^[0-9a-f]{40}$/);
      expect(rest, line).toMatch(/^ # v\d+\.\d+\.\d+\b/);
      pins.set(repo!, (pins.get(repo!) ?? new Set()).add(`${ref}${rest!.split(';')[0]}`));
    }
    for (const [repo, set] of pins) expect([...set], repo).toHaveLength(1);
    expect([...pins.keys()].sort()).toEqual([
      'actions/cache',
      'actions/checkout',
      'actions/setup-node',
      'github/codeql-action',
    ]);
  });

  it('the docs install an exact totem version, the one in package.json', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const installs = [...DOCS.matchAll(/npm install -g (totem-deck[\w@.-]*)/g)].map((m) => m[1]);
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toBe(`totem-deck@${version}`);
  });
});

describe('docs/ci.md and .pre-commit-hooks.yaml', () => {
  it('every workflow in docs/ci.md is a valid workflow', () => {
    const blocks = [...DOCS.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const workflows = blocks.filter((b) => /^jobs:/m.test(b));
    expect(workflows.length).toBeGreaterThanOrEqual(3);
    for (const workflow of workflows) expect(validateWorkflow(workflow).errors).toEqual([]);
    for (const block of blocks) expect(() => parse(block)).not.toThrow();
  });

  it('the pre-commit hook checks staged decklists, file names passed as they are', () => {
    const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, unknown>[];
    expect(hooks.map((h) => [h.id, h.language])).toEqual([
      ['totem-check', 'system'],
      ['totem-check-node', 'node'],
    ]);
    const hook = hooks[0]!;
    for (const other of hooks)
      expect({ ...other, id: hook.id, language: hook.language, description: '' }).toEqual({ ...hook, description: '' });
    expect(hook).toMatchObject({ pass_filenames: true });
    expect(hook.entry).toMatch(/^totem check --staged .*--$/);
    const files = new RegExp(hook.files as string);
    const exclude = new RegExp(hook.exclude as string);
    for (const name of ['my deck.txt', 'decks/a.deck', 'b.json']) expect(files.test(name), name).toBe(true);
    expect(files.test('README.md')).toBe(false);
    expect(exclude.test('sub/totem.config.json')).toBe(true);
    expect(exclude.test('my totem.config.json.txt')).toBe(false);
  });
});

/** Run a step of the action (by default "Check decks") as the runner would: bash, its env, a GITHUB_OUTPUT file. */
function runCheckStep(env: Record<string, string>, id = 'check') {
  const step = action.runs.steps.find((s) => s.id === id)!;
  const dir = temp();
  const output = join(dir, 'github-output');
  writeFileSync(output, '');
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NO_COLOR: '1',
      TOTEM_API_URL: 'http://127.0.0.1:9/v2',
      TOTEM: BIN,
      TOTEM_CACHE_DIR: SHARED_CACHE,
      GITHUB_OUTPUT: output,
      PATHS: '.',
      FORMAT: 'github',
      SARIF_FILE: join(dir, 'totem.sarif'),
      DATA_DIR: '',
      TOTEM_VERSION: '',
      NODE_VERSION: '24',
      ...env,
    },
  });
  return { ...result, outputs: readFileSync(output, 'utf8'), dir };
}

describeWithData('the action’s check step', () => {
  const PATHS = '  examples/decks/charizard-ex.txt\nexamples/decks/dragapult-*.txt\n\n';

  it('format github: annotations, exit 1 for an invalid deck; globs reach totem unexpanded', () => {
    const run = runCheckStep({ PATHS, FORMAT: 'github' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error file=examples\/decks\/dragapult-ex-invalid\.txt,line=\d+/m);
    expect(run.stdout).toMatch(/^valid {3}examples\/decks\/charizard-ex\.txt$/m);
    expect(run.outputs).toBe('sarif-file=\n');
  });

  it('format sarif: writes the SARIF file and names it as the output', () => {
    const run = runCheckStep({ PATHS, FORMAT: 'sarif' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.outputs).toBe(`sarif-file=${join(run.dir, 'totem.sarif')}\n`);
    const log = JSON.parse(readFileSync(join(run.dir, 'totem.sarif'), 'utf8'));
    expect(log.runs[0].results.length).toBeGreaterThan(0);
  });

  it('an unknown format is an error annotation and exit 2', () => {
    const run = runCheckStep({ FORMAT: 'xml' });
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/^::error title=totem::the format input must be github or sarif/);
  });
});

describe('the action’s inputs', () => {
  const FORGE = '\n::error file=README.md,line=1::forged';
  /** Lines the runner would take as workflow commands. */
  const commands = (text: string) => text.split('\n').filter((line) => /^\s*::/.test(line));

  it('valid inputs pass the check', () => {
    const run = runCheckStep({ FORMAT: 'sarif', TOTEM_VERSION: '0.2.0', DATA_DIR: 'pokemon-tcg-data' }, 'inputs');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });

  it.each([
    ['format', { FORMAT: `github${FORGE}` }],
    ['sarif-file', { SARIF_FILE: `totem.sarif\nscript=/tmp/evil.js` }],
    ['data-dir', { DATA_DIR: `data${FORGE}` }],
    ['node-version', { NODE_VERSION: `24${FORGE}` }],
    ['version (a range)', { TOTEM_VERSION: '^0.2' }],
    ['version (a tag)', { TOTEM_VERSION: 'latest' }],
    ['version (a line break)', { TOTEM_VERSION: `0.2.0${FORGE}` }],
  ])('a bad %s input: exit 2, one escaped error command, nothing forged, nothing in GITHUB_OUTPUT', (_name, env) => {
    const run = runCheckStep(env, 'inputs');
    expect(run.status).toBe(2);
    expect(commands(run.stdout)).toHaveLength(1);
    expect(commands(run.stdout)[0]).toMatch(/^::error title=totem::the [\w-]+ input must be/);
    expect(run.stdout).not.toMatch(/^\s*::error file=README/m);
    expect(run.outputs).toBe('');
  });

  it('no run script of the action writes an input to GITHUB_OUTPUT unchecked or with echo', () => {
    for (const step of action.runs.steps.filter((s) => s.run?.includes('GITHUB_OUTPUT')))
      for (const line of step.run!.split('\n').filter((l) => l.includes('>> "$GITHUB_OUTPUT"')))
        expect(line.trim(), step.name).toMatch(/^printf '[\w-]+=(%s)?\\n'/);
  });
});
