import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const DECK = resolve(ROOT, 'examples/decks/charizard-ex.txt');

describeWithData('totem sample', () => {
  const json = (seed: string) => {
    const run = totem(['sample', DECK, '--seed', seed, '--turns', '2', '--format', 'json', '--offline']);
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as {
      seed: number;
      mulligans: number;
      hand: { name: string; basic: boolean }[];
      prizes: unknown[];
      draws: { turn: number }[];
    };
  };

  it('JSON: a kept hand of 7 with a Basic, 6 Prize cards, the draws, the seed; the same seed the same hand', () => {
    const first = json('7');
    expect(first.seed).toBe(7);
    expect(first.hand).toHaveLength(7);
    expect(first.hand.some((c) => c.basic)).toBe(true);
    expect(first.prizes).toHaveLength(6);
    expect(first.draws.map((d) => d.turn)).toEqual([1, 2]);
    expect(first.mulligans).toBeGreaterThanOrEqual(0);
    expect(json('7')).toEqual(first);
  });

  it('text in English and Spanish, the Totem in the Totem Zone', () => {
    const en = totem(['sample', DECK, '--seed', '3', '--offline']);
    expect(en.status, en.stderr).toBe(0);
    expect(en.stdout).toMatch(/Totem Zone: Charizard ex/);
    expect(en.stdout).toMatch(/Turn 3 \(\d Energy on the Totem\)/);
    const es = totem(['sample', DECK, '--seed', '3', '--offline', '--lang', 'es']);
    expect(es.status, es.stderr).toBe(0);
    expect(es.stdout).toMatch(/Zona del Tótem: /);
    expect(es.stdout).toMatch(/Cartas de Premio: /);
  });
});
