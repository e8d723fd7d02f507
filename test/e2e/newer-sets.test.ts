import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import type { Report } from '../../src/model/report.js';

// Issue 40, item 1: a set newer than the card data is unverified (exit 2) with the set named, never an error.
describe('sets newer than the card data, offline', () => {
  const check = (list: string, lang = 'en') =>
    totem(['check', '-', '--offline', '--format', 'json', '--lang', lang], { input: list, data: false });

  it.each([
    ['1 Mega Rayquaza ex DLR 84', /Delta Reign \(DLR\), released 2026-11-06, is newer than this card data \(to /],
    ['1 Mew ex 30C 66', /30th Celebration \(30C\), released 2026-09-16, is newer than this card data/],
    ['1 Charmander 30C:CC 4', /30th Celebration Classic Collection \(30C:CC\), released 2026-09-16, is newer/],
    ['1 Pikachu ZZQ 5', /set ZZQ is newer than this card data/],
  ])('%s: unverified, exit 2, the set named', (line, words) => {
    const run = check(`${line}\n`);
    expect(run.status).toBe(2);
    const deck = (JSON.parse(run.stdout) as Report).decks[0]!;
    expect(deck.problems.filter((p) => p.rule === 'unknown-card')).toEqual([]);
    expect(deck.unverified).toHaveLength(1);
    expect(deck.unverified![0]!.message).toMatch(words);
    expect(deck.unverified![0]!.message).toMatch(/connect once, run `totem cards sync`, or update totem$/);
    // No card API was asked, so none is said to have failed.
    expect(run.stderr).toMatch(/could not verify 1 card: the card data does not have it and no card API was asked/);
    expect(run.stderr).not.toMatch(/API failed/);
  });

  it('in Spanish', () => {
    const run = check('1 Mega Rayquaza ex DLR 84\n', 'es');
    expect(run.status).toBe(2);
    expect((JSON.parse(run.stdout) as Report).decks[0]!.unverified![0]!.message).toMatch(
      /Delta Reign \(DLR\), publicada el 2026-11-06, es más reciente que estos datos de cartas \(hasta .+\): conéctate una vez/,
    );
    expect(run.stderr).toMatch(
      /no se pudo verificar 1 carta: los datos de cartas no la tienen y no se consultó ninguna API/,
    );
  });

  it('a code one edit from a known one whose card at that number has the name is a slip: an error, did you mean', () => {
    const run = check('1 Charizard ex OBG 125\n');
    expect(run.status).toBe(1);
    const problem = (JSON.parse(run.stdout) as Report).decks[0]!.problems.find((p) => p.rule === 'unknown-card');
    expect(problem?.message).toMatch(/"OBG" is not a set code the card data knows; did you mean .*"set code OBF"/);
  });
});
