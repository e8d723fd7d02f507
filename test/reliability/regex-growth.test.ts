import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

/**
 * Every pattern that reads a decklist line runs in linear time. A 1,000-character line once took over a minute
 * (cubic backtracking), the header pattern 25 s on 400 spaces. Nothing here is timed (eslint-plugin-regexp's
 * super-linear checks, in `npm run lint`, and `npm run bench` speak to speed): the lines are read in a child
 * process with a wide deadline, so a pattern that backtracks fails the test instead of hanging the runner, and the
 * reading of a 200,000-character line must be the reading of a 1,000-character one.
 */
type Reading = { entries: string[]; issues: string[]; headers: number; notes: number };

const DEADLINE_MS = 60_000;

function read(sizes: number[], limit: number | 'default'): Record<string, Record<string, Reading>> {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'test/helpers/reader-run.js'), join(ROOT, 'dist/parse/text.js'), sizes.join(','), String(limit)],
    { encoding: 'utf8', timeout: DEADLINE_MS },
  );
  if (run.error || run.status !== 0)
    throw new Error(`the reader did not read the lines within ${DEADLINE_MS / 1000} s: ${run.error ?? run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, Record<string, Reading>>;
}

/** The Totem line is read; the adversarial line (line 3) is no card — but "1 a a … !", which is a count and a name. */
const expected = (family: string): Reading =>
  family === 'words then a reject'
    ? { entries: ['2 totem 1', '3 totem 1'], issues: [], headers: 1, notes: 0 }
    : { entries: ['2 totem 1'], issues: ['3 not-a-card-line'], headers: 1, notes: 0 };

describe('the reader reads adversarial lines in linear time', () => {
  it('lines up to the 1,000-character limit, as a decklist has them; a longer line is refused unread', () => {
    const readings = read([100, 1000, 2000], 'default');
    expect(Object.keys(readings)).toHaveLength(10);
    for (const [family, bySize] of Object.entries(readings)) {
      expect(bySize['100'], family).toEqual(expected(family));
      expect(bySize['1000'], family).toEqual(expected(family));
      expect(bySize['2000']!.issues, family).toEqual(['3 line-too-long']);
    }
  }, 120_000);

  it('lines of 200,000 characters with the limit lifted: the patterns themselves are linear', () => {
    const readings = read([1000, 200_000], 200_000);
    for (const [family, bySize] of Object.entries(readings)) expect(bySize['200000'], family).toEqual(expected(family));
  }, 120_000);
});
