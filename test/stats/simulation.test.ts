import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { chargeCurves, timeline } from '../../src/stats/invocation.js';

/**
 * The plain model played out card by card, as the rulebook deals it: shuffle, mulligan until a Basic, set aside
 * 6 Prize cards, then draw 1 and attach 1 Energy a turn. Written apart from the DP on purpose (no shared code but
 * the generator), so the two agree only if both follow the model.
 */
function simulate(n: number, b: number, e: number, costs: number[], runs: number, seed: number): number[][] {
  const rng = xoroshiro128plus(seed);
  // 0 other, 1 Basic, 2 Energy.
  const deck0 = [
    ...new Array<number>(b).fill(1),
    ...new Array<number>(e).fill(2),
    ...new Array<number>(n - b - e).fill(0),
  ];
  const deck = deck0.slice();
  const invoked = costs.map(() => new Array<number>(10).fill(0));
  const seen = 7 + 6 + 10;
  for (let run = 0; run < runs; run++) {
    let kept = false;
    while (!kept) {
      // A partial Fisher–Yates shuffle: only the top 23 cards are ever looked at.
      for (let i = 0; i < seen; i++) {
        const j = uniformInt(rng, i, n - 1);
        const x = deck[i]!;
        deck[i] = deck[j]!;
        deck[j] = x;
      }
      for (let i = 0; i < 7; i++) if (deck[i] === 1) kept = true;
    }
    let inHand = 0;
    for (let i = 0; i < 7; i++) if (deck[i] === 2) inHand++;
    let a = 0;
    costs.forEach((cost, c) => {
      let energy = inHand;
      a = 0;
      for (let t = 1; t <= 10; t++) {
        if (deck[7 + 6 + t - 1] === 2) energy++;
        a = Math.min(a + 1, energy);
        if (a >= cost) invoked[c]![t - 1]!++;
      }
    });
  }
  return invoked.map((row) => row.map((count) => count / runs));
}

// The three example decks' counts (N, B, E) and Invocation Costs, as `totem stats` reads them.
const EXAMPLES = [
  { name: 'Charizard ex', n: 99, b: 16, e: 29, cost: 4 },
  { name: 'Kyogre & Groudon LEGEND', n: 98, b: 15, e: 28, cost: 2 },
  { name: 'Pikachu V-UNION', n: 96, b: 17, e: 26, cost: 4 },
];

describe('the plain-model DP agrees with a seeded 200,000-run simulation within 0.5 points', () => {
  for (const d of EXAMPLES) {
    it(d.name, () => {
      const costs = [d.cost, d.cost + 1, d.cost + 2, d.cost + 3];
      const simulated = simulate(d.n, d.b, d.e, costs, 200_000, 22);
      const curves = chargeCurves(d.n, d.b, d.e, d.cost + 3, 10);
      costs.forEach((cost, c) => {
        const exact = timeline(curves, cost).byTurn;
        for (const { turn, p } of exact)
          expect(Math.abs(p - simulated[c]![turn - 1]!), `cost ${cost}, turn ${turn}`).toBeLessThan(0.005);
      });
    });
  }
});
