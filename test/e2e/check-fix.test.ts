import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

// A PTCG Live export of 100 cards, no Totem section: Charmander and Squirtle (one type too many for the identity),
// Arven on two lines, "Energy: 20" over 19.
const LIST = readFileSync(join(ROOT, 'test/fixtures/ptcg-live/repair-walk.txt'), 'utf8');

function deckIn(text: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'totem-fix-'));
  writeFileSync(join(dir, 'deck.txt'), text);
  return { dir, file: join(dir, 'deck.txt') };
}

describeWithData('check --fix and --fix-dry-run', () => {
  it('--fix writes the certain repairs in place (the header count, the two Arven lines as one) and reports the fixed list', () => {
    const { dir, file } = deckIn(LIST.replace(/\n/g, '\r\n'));
    const run = totem(['check', '--fix', '--format', 'json', 'deck.txt'], { cwd: dir });
    // Still invalid: no Totem, and two Arven are one too many — suggestions, never applied by --fix.
    expect(run.status).toBe(1);
    const after = readFileSync(file, 'utf8');
    expect(after).toContain('\r\nEnergy: 19\r\n');
    expect(after.match(/Arven SVI 166/g)).toEqual(['Arven SVI 166']);
    expect(after).toContain('\r\n2 Arven SVI 166\r\n');
    expect(after).toContain('1 Charmander MEW 4');
    expect(after.replace(/\r\n/g, '\n').split('\n').length).toBe(LIST.split('\n').length - 1);
    const deck = JSON.parse(run.stdout).decks[0];
    expect(deck.problems.map((p: { rule: string }) => p.rule)).toEqual(['totem-missing', 'singleton']);
    expect(deck.problems.some((p: { fix?: unknown }) => p.fix)).toBe(false);
    expect(deck.problems[0].suggestions[0].op).toBe('choose-totem');
  });

  it('--fix-dry-run prints the unified diff and the report of the fixed list, and leaves the file as it was', () => {
    const { dir, file } = deckIn(LIST);
    const run = totem(['check', '--fix-dry-run', 'deck.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(LIST);
    expect(run.stdout).toContain('--- a/deck.txt\n+++ b/deck.txt\n');
    expect(run.stdout).toMatch(/\n-1 Arven SVI 166\n-1 Arven SVI 166\n\+2 Arven SVI 166\n/);
    expect(run.stdout).toMatch(/\n-Energy: 20\n\+Energy: 19\n/);
    // A machine-read report keeps standard output to itself: the diff goes to stderr.
    const json = totem(['check', '--fix-dry-run', '--format', 'json', 'deck.txt'], { cwd: dir });
    expect(JSON.parse(json.stdout).decks[0].problems.map((p: { rule: string }) => p.rule)).toEqual([
      'totem-missing',
      'singleton',
    ]);
    expect(json.stderr).toContain('+Energy: 19\n');
    expect(readFileSync(file, 'utf8')).toBe(LIST);
  });

  it('once fixed, nothing certain is left: a second --fix-dry-run prints no diff and writes nothing', () => {
    const { dir, file } = deckIn(LIST);
    const fixed = totem(['check', '--fix', 'deck.txt'], { cwd: dir });
    expect(fixed.status).toBe(1);
    const once = readFileSync(file, 'utf8');
    const again = totem(['check', '--fix-dry-run', 'deck.txt'], { cwd: dir });
    expect(again.stdout).not.toContain('--- a/deck.txt');
    expect(readFileSync(file, 'utf8')).toBe(once);
  });
});
