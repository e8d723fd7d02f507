import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const A = resolve(ROOT, 'examples/decks/charizard-ex.txt');

/** B: A with Maschiff out and Nest Ball in, one Fire Energy less and one Darkness more. */
function edited(): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-diff-'));
  const text = readFileSync(A, 'utf8')
    .replace('1 Maschiff PAL 141\n', '1 Nest Ball SVI 181\n')
    .replace('20 Basic {R} Energy SVE 2', '19 Basic {R} Energy SVE 2')
    .replace('8 Basic {D} Energy SVE 7', '9 Basic {D} Energy SVE 7');
  const file = join(dir, 'b.txt');
  writeFileSync(file, text);
  return file;
}

/** A with one line moved: the same cards. */
function reordered(): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-diff-same-'));
  const text = readFileSync(A, 'utf8')
    .replace('1 Maschiff PAL 141\n', '')
    .replace('1 Salandit OBF 139\n', '1 Salandit OBF 139\n1 Maschiff PAL 141\n');
  const file = join(dir, 'same.txt');
  writeFileSync(file, text);
  return file;
}

describeWithData('totem diff', () => {
  const cases: { name: string; args: () => string[]; status: number; has: (string | RegExp)[] }[] = [
    {
      name: 'the same cards in another order: exit 0',
      args: () => ['diff', A, reordered()],
      status: 0,
      has: ['the two lists hold the same cards'],
    },
    {
      name: 'added, removed, changed: exit 1',
      args: () => ['diff', A, edited()],
      status: 1,
      has: [
        /^added\n {2}\+ {2}1 Nest Ball SVI 181/m,
        /^removed\n {2}- {2}1 Maschiff PAL 141/m,
        /~ 20 → 19 Basic Fire Energy/,
        '1 added, 1 removed, 2 changed',
      ],
    },
    {
      name: 'Totem and identity changes, each verdict',
      args: () => ['diff', A, resolve(ROOT, 'examples/decks/dragapult-ex-invalid.txt')],
      status: 1,
      has: [
        /Verdict of .*charizard-ex\.txt: valid/,
        /Verdict of .*dragapult-ex-invalid\.txt: invalid \(3 errors\)/,
        'Totem: Charizard ex → Dragapult ex',
        'Identity: Colorless, Darkness and Fire → Colorless, Dragon, Fire and Psychic',
      ],
    },
    {
      name: 'Spanish',
      args: () => ['diff', A, edited(), '--lang', 'es'],
      status: 1,
      has: [/^añadidas$/m, /^quitadas$/m, '1 añadidas, 1 quitadas, 2 cambiadas'],
    },
  ];
  for (const c of cases)
    it(`text: ${c.name}`, () => {
      const run = totem(c.args());
      expect(run.stderr).toBe('');
      expect(run.status).toBe(c.status);
      for (const h of c.has) expect(run.stdout).toMatch(h);
    });

  it('json: added, removed, changed with counts; verdicts; exit 1', () => {
    const run = totem(['diff', A, edited(), '--format', 'json']);
    expect(run.status).toBe(1);
    const d = JSON.parse(run.stdout);
    expect(Object.keys(d)).toEqual([
      'a',
      'b',
      'added',
      'removed',
      'changed',
      'totemChanged',
      'identityChanged',
      'same',
    ]);
    expect(d.added).toEqual([{ name: 'Nest Ball', set: 'SVI', number: '181', from: 0, to: 1 }]);
    expect(d.removed).toEqual([{ name: 'Maschiff', set: 'PAL', number: '141', from: 1, to: 0 }]);
    expect(d.changed.map((c: { from: number; to: number }) => [c.from, c.to])).toEqual([
      [8, 9],
      [20, 19],
    ]);
    expect(d.a).toMatchObject({ valid: true, errors: 0, totem: { name: 'Charizard ex' } });
    expect([d.totemChanged, d.identityChanged, d.same]).toEqual([false, false, false]);
  });

  it('a file that is no deck: exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-diff-bad-'));
    writeFileSync(join(dir, 'junk.txt'), Buffer.from([0, 1, 2, 0]));
    const run = totem(['diff', A, join(dir, 'junk.txt')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/junk\.txt: not a deck/);
  });
});
