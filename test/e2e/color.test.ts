import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const ANSI = /\u001b\[\d+(?:;\d+)*m/;

/** Text output that has colour to give: a report, a cost, an identity, a table. */
const COMMANDS: [string, string[]][] = [
  ['check', ['check', 'examples/decks/dragapult-ex-invalid.txt']],
  ['cost', ['cost', 'sv3-125']],
  ['cost (versions table)', ['cost', 'Charizard ex']],
  ['identity', ['identity', 'sv3-125']],
  ['cards find', ['cards', 'find', 'dreepy']],
  ['cards info (versions table)', ['cards', 'info', 'Charizard ex']],
];

describeWithData('--color and --no-color on every command', () => {
  it.each(COMMANDS)('%s: --color forces colours into piped output, over NO_COLOR', (_name, args) => {
    // The test environment sets NO_COLOR=1, and stdout is a pipe.
    const run = totem([...args, '--color']);
    expect(run.stdout).toMatch(ANSI);
    expect(totem(args).stdout).not.toMatch(ANSI);
  });

  it.each(COMMANDS)('%s: --no-color removes them, over FORCE_COLOR', (_name, args) => {
    const env = { NO_COLOR: undefined, FORCE_COLOR: '1' };
    expect(totem(args, { env }).stdout).toMatch(ANSI);
    expect(totem([...args, '--no-color'], { env }).stdout).not.toMatch(ANSI);
  });

  it('the flag may come before the subcommand of cards too', () => {
    expect(totem(['cards', '--color', 'find', 'dreepy']).stdout).toMatch(ANSI);
  });

  it('check --color -o FILE writes ANSI colours, never the internal colour marks', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'totem-color-')), 'report.txt');
    const run = totem(['check', 'examples/decks/dragapult-ex-invalid.txt', '--color', '-o', file]);
    expect(run.status).toBe(1);
    const written = readFileSync(file, 'utf8');
    expect(written).toMatch(ANSI);
    expect(written).not.toMatch(/[\uE000\uE001]/);
    expect(written).toContain('dragapult-ex-invalid.txt');
  });

  it('commands without colours to give accept both flags', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-color-'));
    const runs = [
      totem(['fmt', '-', '--color'], { input: 'Totem: 1\n1 sv3-125\n' }),
      totem(['cards', 'info', 'sv3-125', '--no-color']),
      totem(['init', '--color'], { cwd: dir }),
      totem(['check', 'examples/decks/charizard-ex.txt', '--format', 'json', '--color']),
    ];
    for (const run of runs) {
      expect(run.stderr).not.toMatch(/unknown option/);
      expect(run.status).toBe(0);
      expect(run.stdout).not.toMatch(ANSI);
    }
  });
});
