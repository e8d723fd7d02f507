import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

// Issue 44, item 4: a name that is a key of Object.prototype ("__proto__", "constructor", "toString") is a plain
// unknown name, never the prototype or a function found by a lookup in a plain object.
const deck = (extra: string): string =>
  [
    'Totem: 1',
    '1 Charizard ex OBF 125',
    'Pokémon:',
    '1 Charmander MEW 4',
    `Extra types: ${extra}`,
    '98 Basic {R} Energy SVE 2',
  ].join('\n');

describeWithData('names that are object prototype keys', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'Extra types: %s is the usual "not a type" problem, and identity.types holds only real types',
    (name) => {
      const run = totem(['check', '-', '--format', 'json'], { input: deck(name) });
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout) as Report;
      const checked = report.decks[0]!;
      expect(checked.identity?.types).toEqual(['Colorless', 'Darkness', 'Fire']);
      expect(checked.problems.map((p) => [p.rule, p.line, p.messageId])).toEqual([['extra-types', 5, 'not-a-type']]);
      expect(run.stdout).not.toMatch(/\[object Object\]|native code/);
    },
  );

  it('a basic Energy named in another language by a prototype key is an unknown card, not an internal error', () => {
    const run = totem(['check', '-', '--format', 'json'], {
      input: 'Totem: 1\n1 Charizard ex OBF 125\n1 energia constructor basica\n1 energie __proto__ de base\n',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const problems = (JSON.parse(run.stdout) as Report).decks[0]!.problems;
    expect(problems.filter((p) => p.rule === 'unknown-card').map((p) => p.line)).toEqual([3, 4]);
  });
});
