import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { TCGDEX_DIR, describeWithTcgdex } from '../helpers/tcgdex.js';
import type { Report } from '../../src/model/report.js';

/** Two ACE SPEC cards under Mew ex, filled to 100 with basic Psychic Energy. */
const deck = (a: string, b: string) =>
  ['Totem: 1', '1 Mew ex MEW 151', 'Trainer:', `1 ${a}`, 'Energy:', `1 ${b}`, '97 Basic {P} Energy SVE 5'].join('\n');

function aceSpecLines(input: string, dataDir: string): (number | null)[] {
  const run = totem(['check', '-', '--format', 'json', '--data-dir', dataDir], { input, data: false });
  expect([0, 1], run.stderr).toContain(run.status);
  const problems = (JSON.parse(run.stdout) as Report).decks[0]!.problems;
  return problems.filter((p) => p.rule === 'ace-spec-limit').map((p) => p.line);
}

describeWithData('Black & White ACE SPEC cards, whatever card data is used', () => {
  const pairs: [string, string][] = [
    ['Rock Guard PLF 108', 'Life Dew PLF 107'],
    ['Computer Search BCR 137', 'Neo Upper Energy TEF 162'],
  ];
  it('pokemon-tcg-data alone: the second ACE SPEC is reported', () => {
    for (const [a, b] of pairs) expect(aceSpecLines(deck(a, b), DATA_DIR), `${a} + ${b}`).toEqual([6]);
  }, 240_000);

  describeWithTcgdex('TCGdex', () => {
    it('TCGdex alone (which rates them "Rare"): the second ACE SPEC is reported', () => {
      for (const [a, b] of pairs) expect(aceSpecLines(deck(a, b), TCGDEX_DIR), `${a} + ${b}`).toEqual([6]);
    }, 240_000);
  });
});
