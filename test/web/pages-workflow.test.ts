import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  with?: Record<string, string>;
}
interface Workflow {
  permissions: Record<string, string>;
  env: Record<string, string>;
  jobs: Record<string, { needs?: string; steps: Step[] }>;
}

const TEXT = readFileSync(join(ROOT, '.github/workflows/pages.yml'), 'utf8');
const workflow = parse(TEXT) as Workflow;
const build = workflow.jobs.build!.steps;
const at = (pattern: RegExp) => build.findIndex((s) => pattern.test(`${s.uses ?? ''} ${s.run ?? ''}`));

describe('the GitHub Pages workflow of the game-night page', () => {
  it('is a valid workflow by the schema of GitHub workflows', () => {
    expect(validateWorkflow(TEXT).errors).toEqual([]);
  });

  it('checks out both datasets at pinned commits, never a branch', () => {
    expect(workflow.env.POKEMON_TCG_DATA_COMMIT).toMatch(/^[0-9a-f]{40}$/);
    expect(workflow.env.TCGDEX_COMMIT).toMatch(/^[0-9a-f]{10,40}$/);
    const checkout = build[at(/pinned commits|POKEMON_TCG_DATA_COMMIT/)]!;
    expect(checkout.run).toContain('"$POKEMON_TCG_DATA_COMMIT"');
    expect(checkout.run).toContain('"$TCGDEX_COMMIT"');
    expect(checkout.run).toMatch(/rev-parse --verify "\$3\^\{commit\}"/);
  });

  it('builds the pack from those checkouts, then the site, and publishes web/dist', () => {
    const order = [
      /npm ci/,
      /npm run cards:pack -- --data-dir \S+pokemon-tcg-data --data-dir \S+tcgdex/,
      /npm run web:build/,
    ];
    const steps = order.map(at);
    expect(steps.every((i) => i >= 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(build.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('web/dist');
    expect(workflow.jobs.deploy!.needs).toBe('build');
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write', contents: 'read' });
  });

  it('names a shell for every script and pastes no expression into one', () => {
    for (const step of build.filter((s) => s.run)) {
      expect(step.shell, step.name).toBe('bash');
      expect(step.run).not.toMatch(/\$\{\{/);
    }
  });
});
