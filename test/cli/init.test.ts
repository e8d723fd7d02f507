import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../src/check/config-json-schema.js';
import { configSchema } from '../../src/check/config-schema.js';
import { ROOT, totem } from '../helpers/cli.js';

const temp = () => mkdtempSync(join(tmpdir(), 'totem-init-'));

describe('totem init', () => {
  it('writes totem.config.json with a $schema shipped in the package, then refuses to overwrite it', () => {
    const dir = temp();
    const run = totem(['init'], { cwd: dir, data: false });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^wrote totem\.config\.json$/m);
    const config = JSON.parse(readFileSync(join(dir, 'totem.config.json'), 'utf8'));
    expect(config.$schema).toMatch(
      /^https:\/\/unpkg\.com\/totem-deck@\d+\.\d+\.\d+\/schema\/totem\.config\.schema\.json$/,
    );
    expect(configSchema.safeParse(config).success).toBe(true);
    expect(existsSync(join(dir, '.github'))).toBe(false);

    writeFileSync(join(dir, 'totem.config.json'), '{ "rules": { "singleton": "warn" } }\n');
    const again = totem(['init'], { cwd: dir, data: false });
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/totem\.config\.json already exists; totem init does not overwrite it/);
    expect(readFileSync(join(dir, 'totem.config.json'), 'utf8')).toMatch(/singleton/);
  });

  it('points $schema at a local install when there is one', () => {
    const dir = temp();
    mkdirSync(join(dir, 'node_modules/totem-deck/schema'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/totem-deck/schema/totem.config.schema.json'), '{}');
    totem(['init'], { cwd: dir, data: false });
    expect(JSON.parse(readFileSync(join(dir, 'totem.config.json'), 'utf8')).$schema).toBe(
      './node_modules/totem-deck/schema/totem.config.schema.json',
    );
  });

  it('--ci also writes a valid GitHub workflow that installs this exact version by name; an existing file is left alone', () => {
    const dir = temp();
    const run = totem(['init', '--ci'], { cwd: dir, data: false });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^wrote \.github\/workflows\/totem\.yml$/m);
    const text = readFileSync(join(dir, '.github/workflows/totem.yml'), 'utf8');
    expect(validateWorkflow(text).errors).toEqual([]);
    const workflow = parse(text);
    const steps = workflow.jobs.totem.steps as { uses?: string; run?: string }[];
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    // No action of this repository (it may never be published) and no placeholder to fill in.
    expect(steps.filter((s) => s.uses).every((s) => /^(actions|github)\//.test(s.uses!))).toBe(true);
    const runs = steps.map((s) => s.run).filter(Boolean);
    expect(runs[0]).toBe(`npm install -g totem-deck@${version}`);
    // The shipped card pack answers: no `cards sync` (a download from the card APIs) before every check; the
    // check itself asks an API only for a line the pack cannot answer (a set newer than the pack).
    expect(runs).toEqual([`npm install -g totem-deck@${version}`, 'totem check . --format github']);
    expect(text).not.toMatch(/cards sync/);
    expect(text).not.toMatch(/OWNER/);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    // Install scripts run after the checkout: the job's token is not left in .git/config for them.
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@')) as { with?: Record<string, unknown> };
    expect(checkout.with).toEqual({ 'persist-credentials': false });
    // One run per change: pushes to the default branch, and pull requests (not a push run and a PR run for
    // every commit of a PR branch). Outside a git repository the default branch is taken to be main.
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, pull_request: null });

    const again = totem(['init', '--ci'], { cwd: dir, data: false });
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/totem\.config\.json already exists/);
    expect(again.stderr).toMatch(/\.github\/workflows\/totem\.yml already exists/);
  });

  it("--ci runs pushes on the repository's default branch: origin's HEAD, else the branch checked out", () => {
    const dir = temp();
    execFileSync('git', ['init', '-q', '-b', 'trunk'], { cwd: dir });
    expect(totem(['init', '--ci'], { cwd: dir, data: false }).status).toBe(0);
    expect(parse(readFileSync(join(dir, '.github/workflows/totem.yml'), 'utf8')).on.push).toEqual({
      branches: ['trunk'],
    });
    const clone = temp();
    execFileSync('git', ['init', '-q', '-b', 'feature'], { cwd: clone });
    execFileSync('git', ['symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/release'], { cwd: clone });
    expect(totem(['init', '--ci'], { cwd: clone, data: false }).status).toBe(0);
    expect(parse(readFileSync(join(clone, '.github/workflows/totem.yml'), 'utf8')).on.push).toEqual({
      branches: ['release'],
    });
  });

  it('the config written by init is accepted by totem check, and a wrong "ignores" is not', () => {
    const dir = temp();
    execFileSync('git', ['init', '-q'], { cwd: dir });
    totem(['init'], { cwd: dir, data: false });
    // --staged with nothing staged needs no card data; --config is validated all the same.
    const run = totem(['check', '--staged', '--config', 'totem.config.json'], { cwd: dir, data: false });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    writeFileSync(join(dir, 'bad.json'), '{ "ignores": "drafts/" }');
    const bad = totem(['check', '--staged', '--config', 'bad.json'], { cwd: dir, data: false });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/bad\.json: .*ignores/);
  });
});

describe('the JSON Schema of totem.config.json', () => {
  it('the committed schema/totem.config.schema.json is up to date (npm run schema)', () => {
    const committed = JSON.parse(readFileSync(join(ROOT, 'schema/totem.config.schema.json'), 'utf8'));
    expect(committed).toEqual(configJsonSchema());
  });

  it('knows every field of the zod schema and the rule ids', () => {
    const schema = configJsonSchema() as { properties: Record<string, { propertyNames?: { enum: string[] } }> };
    expect(Object.keys(schema.properties).sort()).toEqual([
      '$schema',
      'ban',
      'dataDir',
      'ignores',
      'lang',
      'rules',
      'sameNameRulings',
      'variant',
      'watch',
    ]);
    expect(schema.properties.rules!.propertyNames!.enum).toContain('singleton');
  });
});
