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

  it('checks out both datasets at pinned full commits, the same as the release workflow, beside the clone', () => {
    const release = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as Workflow;
    for (const pin of ['POKEMON_TCG_DATA_COMMIT', 'TCGDEX_COMMIT']) {
      expect(workflow.env[pin]).toMatch(/^[0-9a-f]{40}$/);
      expect(workflow.env[pin]).toBe(release.env[pin]);
    }
    const checkouts = build.filter((s) => s.with?.repository);
    expect(checkouts.map((s) => [s.with!.repository, s.with!.ref, s.with!.path])).toEqual([
      ['PokemonTCG/pokemon-tcg-data', '${{ env.POKEMON_TCG_DATA_COMMIT }}', 'shared/pokemon-tcg-data'],
      ['tcgdex/cards-database', '${{ env.TCGDEX_COMMIT }}', 'shared/tcgdex-cards-database'],
    ]);
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
    expect(build.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('totem/web/dist');
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
