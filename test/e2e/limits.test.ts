import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';

// Limits that are real say what they are, with their range (docs/limits.md lists them all).
describe('limits say their range', () => {
  it.each(['99999999999', '0', '-1'])(
    '--network-budget %s: exit 2, the message gives the range (above 0, at most 86400)',
    (value) => {
      const run = totem(['check', 'examples/decks/charizard-ex.txt', '--network-budget', value], { data: false });
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(
        `totem: the network budget must be a number of seconds above 0 and at most 86400 (24 hours) (--network-budget, TOTEM_NETWORK_BUDGET), not "${value}"\n`,
      );
    },
  );

  it('more than 20,000 candidate files in one run: exit 2, the message names the cap and what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-many-'));
    for (let i = 0; i <= 20_000; i++) writeFileSync(join(dir, `${i}.txt`), '');
    const run = totem(['check', dir, '--offline'], { data: false });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /more than 20000 files that may be decklists \(\*\.txt, \*\.deck, \*\.json\) were found: totem looks at most at 20000 in one run; name a smaller folder, or a glob/,
    );
    const es = totem(['check', dir, '--offline', '--lang', 'es'], { data: false });
    expect(es.stderr).toMatch(/totem mira como mucho 20000 en una ejecución/);
  }, 60_000);
});
