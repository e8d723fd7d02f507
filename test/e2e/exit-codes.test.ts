import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, describe } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);

describe('exit codes without card data', () => {
  it('2 with how to get card data, when offline with an empty store', () => {
    const cache = mkdtempSync(join(tmpdir(), 'totem-empty-'));
    const run = totem(['check', 'examples/decks/charizard-ex.txt', '--offline'], {
      env: { TOTEM_CACHE_DIR: cache },
      data: false,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/no card data.*totem cards sync.*--data-dir/);
    noStack(run.stderr);
  });

  it('2 for usage errors: unknown option, bad format, missing file, bad count', () => {
    for (const args of [
      ['check', '--bogus'],
      ['check', 'x.txt', '--format', 'yaml'],
      ['check', 'does-not-exist.txt'],
      ['cost', 'X', '--kos', 'many'],
      ['frobnicate'],
    ]) {
      const run = totem(args, { data: false });
      expect(run.status, args.join(' ')).toBe(2);
      noStack(run.stderr);
    }
  });

  it('0 for --help and --version', () => {
    expect(totem(['--help'], { data: false }).status).toBe(0);
    expect(totem(['--version'], { data: false }).stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describeWithData('exit codes with card data', () => {
  it('0 valid, 1 invalid', () => {
    expect(totem(['check', 'examples/decks/charizard-ex.txt']).status).toBe(0);
    expect(totem(['check', 'examples/decks/dragapult-ex-invalid.txt']).status).toBe(1);
  });

  it('2 for an unknown CARD in cost, with suggestions', () => {
    const run = totem(['cost', 'Charizrd ex']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/did you mean "Charizard ex"/);
  });
});
