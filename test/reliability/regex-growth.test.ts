import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

/**
 * Every pattern that reads a decklist line runs in linear time. A 1,000-character line once took over a minute
 * (cubic backtracking), the header pattern 25 s on 400 spaces. No wall time is asserted: growth is — ten times the
 * input may cost at most twenty times the time (quadratic would be 100×, cubic 1,000×). The lines are timed in a
 * child process with a timeout, so a pattern that hangs fails the test instead of hanging the runner.
 */
const timings = (sizes: number[], limit: number | 'default'): Record<string, Record<string, number>> => {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'test/helpers/reader-timing.js'), join(ROOT, 'dist/parse/text.js'), sizes.join(','), String(limit)],
    { encoding: 'utf8', timeout: 90_000 },
  );
  if (run.error || run.status !== 0)
    throw new Error(`the reader did not finish within 90 s: ${run.error ?? run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, Record<string, number>>;
};

/** Each step of 10× in size may cost at most 20× the time (plus a floor for timer resolution). */
function expectLinear(measured: Record<string, Record<string, number>>, sizes: number[]): void {
  for (const [family, bySize] of Object.entries(measured))
    for (let i = 1; i < sizes.length; i++) {
      const before = bySize[sizes[i - 1]!]!;
      const after = bySize[sizes[i]!]!;
      expect(after, `${family}: ${sizes[i - 1]} → ${sizes[i]} chars took ${before} → ${after} ms`).toBeLessThanOrEqual(
        20 * Math.max(before, 0.01),
      );
    }
}

describe('the reader runs in linear time on adversarial lines', () => {
  it('lines up to the 1,000-character limit, as a decklist has them', () => {
    const sizes = [100, 1000];
    expectLinear(timings(sizes, 'default'), sizes);
  }, 120_000);

  it('lines of 1, 10 and 100 KB with the limit lifted: the patterns themselves are linear', () => {
    const sizes = [1000, 10_000, 100_000];
    expectLinear(timings(sizes, 200_000), sizes);
  }, 120_000);
});
