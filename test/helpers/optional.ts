import { spawnSync } from 'node:child_process';
import { describe } from 'vitest';

/**
 * Something a group of tests needs that a fresh machine may lack (a dataset, a program): `missing` says what is
 * absent and how to get it, or is null when it is there.
 */
export interface Need {
  readonly missing: string | null;
}

/** A program on PATH, with the line its `--version` prints; a program that isn't there is a Need's notice. */
export function program(name: string, install: string): Need & { version: string } {
  // Without the program spawnSync gives an error and no output at all (stdout null), not an exit status.
  const run = spawnSync(name, ['--version'], { encoding: 'utf8' });
  const ok = run.status === 0;
  return { missing: ok ? null : `${name} is not on PATH (${install})`, version: ok ? run.stdout.trim() : '' };
}

const noticed = new Set<string>();

/**
 * `describe` when every need is met; otherwise the block is skipped and says why on stderr, once per reason.
 * A skip is never silent: `.ci/run` installs the programs, has the datasets, and fails when any test skips.
 */
export function describeNeeding(needs: readonly Need[], name: string, fn: () => void): void {
  const missing = needs.flatMap((need) => (need.missing === null ? [] : [need.missing]));
  for (const reason of missing.filter((m) => !noticed.has(m))) {
    noticed.add(reason);
    console.warn(`\n[totem tests] ${reason}: the tests that need it are SKIPPED.\n`);
  }
  (missing.length === 0 ? describe : describe.skip)(name, fn);
}
