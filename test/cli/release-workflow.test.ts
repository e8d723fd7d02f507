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
  with?: Record<string, string>;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  env: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}

const TEXT = readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8');
const workflow = parse(TEXT) as Workflow;
const steps = Object.values(workflow.jobs)[0]!.steps;
const index = (pattern: RegExp) => steps.findIndex((s) => pattern.test(`${s.uses ?? ''} ${s.run ?? ''}`));

describe('.github/workflows/release.yml', () => {
  it('is a valid workflow by the schema of GitHub workflows', () => {
    expect(validateWorkflow(TEXT).errors).toEqual([]);
  });

  it('checks out both dataset repositories at pinned full commits, beside the clone as ../shared/<name>', () => {
    const datasets = steps.filter((s) => s.with?.repository);
    expect(datasets.map((s) => [s.with!.repository, s.with!.path])).toEqual([
      ['PokemonTCG/pokemon-tcg-data', 'shared/pokemon-tcg-data'],
      ['tcgdex/cards-database', 'shared/tcgdex-cards-database'],
    ]);
    for (const step of datasets) {
      const [, name] = /^\$\{\{ env\.(\w+) \}\}$/.exec(step.with!.ref ?? '') ?? [];
      expect(workflow.env[name!], step.name).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@') && !s.with?.repository)?.with?.path).toBe('totem');
  });

  it('builds the pack (npm ci, then a pack that must exist) before it tests, and publishes only that tarball', () => {
    expect(index(/npm ci/)).toBeLessThan(index(/npm test/));
    expect(index(/npm test/)).toBeLessThan(index(/npm pack/));
    expect(index(/npm pack/)).toBeLessThan(index(/npm publish/));
    const pack = steps[index(/npm pack/)]!;
    expect(pack.env!.TOTEM_REQUIRE_PACK).toBe('1');
    expect(pack.run).toMatch(/package\/pack\/index\.json/);
    expect(pack.run).toMatch(/6 \* 1024 \* 1024/);
    expect(steps[index(/npm publish/)]!.run).toMatch(/npm publish "\$TARBALL"/);
    // Secrets and inputs reach scripts through env, never pasted into them.
    for (const step of steps) if (step.run) expect(step.run).not.toMatch(/\$\{\{/);
  });
});
