import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';

describe('top-level help', () => {
  it('`totem` with no arguments prints the help on stdout and exits 0', () => {
    const run = totem([], { data: false });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Usage: totem \[options\] \[command\]/);
  });

  it('--help lists --lang and --color, the exit codes and examples', () => {
    const run = totem(['--help'], { data: false });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--lang <lang>');
    expect(run.stdout).toContain('--color, --no-color');
    expect(run.stdout).toMatch(/Exit codes:\n {2}0 .*valid.*\n {2}1 .*invalid.*\n {2}2 .*usage or data problem/);
    expect(run.stdout).toContain('Examples:\n  totem check my-deck.txt');
  });

  it('in Spanish too', () => {
    const run = totem(['--help', '--lang', 'es'], { data: false });
    expect(run.stdout).toContain('Códigos de salida:');
    expect(run.stdout).toContain('totem check mi-mazo.txt');
  });
});
