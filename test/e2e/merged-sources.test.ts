import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { TCGDEX_DIR, describeWithTcgdex } from '../helpers/tcgdex.js';
import type { Report } from '../../src/model/report.js';

/** Two printings under Mew ex, filled to 100 with basic Psychic Energy: the lines `identical-pokemon` reports. */
function identicalLines(a: string, b: string, dirs: string[]): (number | null)[] {
  const input = [
    'Totem: 1',
    '1 Mew ex MEW 151',
    'Pokémon:',
    `1 ${a}`,
    `1 ${b}`,
    'Energy:',
    '97 Basic {P} Energy SVE 5',
  ];
  const args = ['check', '-', '--format', 'json', ...dirs.flatMap((d) => ['--data-dir', d])];
  const run = totem(args, { input: input.join('\n'), data: false });
  expect([0, 1], run.stderr).toContain(run.status);
  const problems = (JSON.parse(run.stdout) as Report).decks[0]!.problems;
  return problems.filter((p) => p.rule === 'identical-pokemon').map((p) => p.line);
}

describeWithData('identical printings across merged card sources', () => {
  describeWithTcgdex('pokemon-tcg-data and TCGdex together', () => {
    it('Machamp-EX AOR 37 + XY108 (each source lacks part of XY108) and Empoleon DEX 29 + PLF 117 (worded two ways) are the same card', () => {
      for (const dirs of [
        [DATA_DIR, TCGDEX_DIR],
        [TCGDEX_DIR, DATA_DIR],
      ]) {
        expect(identicalLines('Machamp-EX AOR 37', 'Machamp-EX PR-XY 108', dirs), dirs.join(' + ')).toEqual([5]);
        expect(identicalLines('Empoleon DEX 29', 'Empoleon PLF 117', dirs), dirs.join(' + ')).toEqual([5]);
      }
    }, 480_000);
  });
});
