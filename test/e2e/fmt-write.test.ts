import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const MESSY = [
  'My Dragapult list',
  '# by Ana',
  'Pokémon: 2',
  '# the baby',
  '1 Dreepy TWM 128',
  '1 Dreepy TWM 128',
  'Energy:',
  '3 Basic {P} Energy SVE 5',
  '// more energy',
  '2 Basic Psychic Energy',
  '# totem: Dragapult ex TWM 130',
  '# end note',
  '',
].join('\n');

const CANONICAL = [
  'My Dragapult list',
  '# by Ana',
  '',
  'Totem: 1',
  '1 Dragapult ex TWM 130',
  '',
  'Pokémon: 2',
  '# the baby',
  '2 Dreepy TWM 128',
  '',
  'Energy: 5',
  '// more energy',
  '5 Basic Psychic Energy',
  '',
  'Total Cards: 8',
  '',
  '# end note',
  '',
].join('\n');

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-fmt-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describeWithData('fmt --write and --check', () => {
  it('fmt FILE prints the canonical form: comments and the name kept, basic Energy without a set code', () => {
    const dir = folder({ 'messy.txt': MESSY });
    const run = totem(['fmt', 'messy.txt'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(CANONICAL);
    expect(readFileSync(join(dir, 'messy.txt'), 'utf8')).toBe(MESSY);
  });

  it('--check lists the files not in canonical form and exits 1; exit 0 when all are', () => {
    const dir = folder({ 'messy.txt': MESSY, 'clean.txt': CANONICAL });
    const run = totem(['fmt', '--check', 'messy.txt', 'clean.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('messy.txt\n1 file is not in canonical form: run totem fmt --write to fix it\n');
    expect(readFileSync(join(dir, 'messy.txt'), 'utf8')).toBe(MESSY);
    const ok = totem(['fmt', '--check', 'clean.txt'], { cwd: dir });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toBe('1 file is in canonical form\n');
  });

  it('--write rewrites in place the files that differ, and the result passes --check', () => {
    const dir = folder({ 'messy.txt': MESSY, 'clean.txt': CANONICAL });
    const run = totem(['fmt', '--write', 'messy.txt', 'clean.txt'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('messy.txt: rewritten in canonical form\n');
    expect(readFileSync(join(dir, 'messy.txt'), 'utf8')).toBe(CANONICAL);
    const again = totem(['fmt', '--check', 'messy.txt', 'clean.txt'], { cwd: dir });
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('all 2 files are in canonical form\n');
  });

  it('--write leaves a file with a line that does not resolve as it is, and exits 1', () => {
    const broken = 'Totem: 1\n1 sv6-130\nPokémon: 1\n1 Dreepy XYZ 999\n';
    const dir = folder({ 'broken.txt': broken });
    const run = totem(['fmt', '--write', 'broken.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/broken\.txt:4: /);
    expect(run.stderr).toMatch(/broken\.txt was left as it is: a line could not be read or resolved/);
    expect(readFileSync(join(dir, 'broken.txt'), 'utf8')).toBe(broken);
  });

  it('usage: several files need --write or --check; not both; not stdin (exit 2)', () => {
    const dir = folder({ 'a.txt': CANONICAL, 'b.txt': CANONICAL });
    const cases: [string[], RegExp][] = [
      [['fmt', 'a.txt', 'b.txt'], /fmt prints one deck; to format several files, use --write or --check/],
      [['fmt', '--write', '--check', 'a.txt'], /--write and --check do not go together/],
      [['fmt', '--write', '-'], /--write and --check take files, not -/],
    ];
    for (const [args, message] of cases) {
      const run = totem(args, { cwd: dir });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
