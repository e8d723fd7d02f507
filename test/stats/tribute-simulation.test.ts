import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { drawOdds } from '../../src/stats/draws.js';
import { evolutionTributeCurve } from '../../src/stats/evolution-tribute.js';
import { TRIBUTE_DEAL, tributeOpeningHand } from '../../src/stats/tribute-hand.js';

const RUNS = 200_000;
const TURNS = 10;
/**
 * 200,000 runs: a simulated frequency's standard error is at most √(0.25 / 200,000) = 0.00112, so a tolerance of
 * 0.005 is 4.5 standard errors — a chance below 1e-5 per figure (under 1e-3 over the ~80 figures here) that the
 * simulation strays past it while the exact figure is right; a model error of half a point would show.
 */
const TOL = 0.005;

/**
 * The tribute variant dealt card by card, as seed 001 deals it: shuffle, 17 cards, a forced mulligan (shuffle
 * again) while they hold no Basic, then one draw a turn from the cards left. The Evolution line plays out by its
 * own recursion: the Basic into play when it arrives, each step the first turn it can (not the turn the one below
 * came, not turn 1), the Totem the turn after. Written apart from the exact code (nothing shared but the
 * generator), so the two agree only if both follow the model.
 */
function simulate(n: number, b: number, line: number[], group: number, seed: number) {
  const rng = xoroshiro128plus(seed);
  // -1 other Basic, -2 a group card (not Basic), -3 blank, 0 … k − 1 a step of the line (step 0 is Basic).
  const deck0 = [
    ...line.flatMap((size, i) => new Array<number>(size).fill(i)),
    ...new Array<number>(b - (line[0] ?? 0)).fill(-1),
    ...new Array<number>(group).fill(-2),
  ];
  while (deck0.length < n) deck0.push(-3);
  const deck = deck0.slice();
  const seen = 17 + TURNS;
  const invoked = new Array<number>(TURNS).fill(0);
  const groupSeen = new Array<number>(TURNS + 1).fill(0);
  let basicFirstTry = 0;
  let mulligans = 0;
  for (let run = 0; run < RUNS; run++) {
    for (let attempt = 0; ; attempt++) {
      // A partial Fisher–Yates shuffle: only the top 27 cards are ever looked at.
      for (let i = 0; i < seen; i++) {
        const j = uniformInt(rng, i, n - 1);
        const x = deck[i]!;
        deck[i] = deck[j]!;
        deck[j] = x;
      }
      let basic = false;
      for (let i = 0; i < 17; i++) if (deck[i] === -1 || deck[i] === 0) basic = true;
      if (attempt === 0 && basic) basicFirstTry++;
      if (basic) break;
      mulligans++;
    }
    const arrival = line.map((_, step) => {
      for (let i = 0; i < seen; i++) if (deck[i] === step) return i < 17 ? 0 : i - 16;
      return Infinity;
    });
    let s = arrival[0]!;
    for (let step = 1; step < line.length; step++) s = Math.max(arrival[step]!, s + 1, 2);
    const totemTurn = Math.max(s + 1, 2);
    for (let t = 1; t <= TURNS; t++) if (totemTurn <= t) invoked[t - 1]!++;
    let first = Infinity;
    for (let i = 0; i < seen; i++)
      if (deck[i] === -2) {
        first = i < 17 ? 0 : i - 16;
        break;
      }
    for (let t = 0; t <= TURNS; t++) if (first <= t) groupSeen[t]!++;
  }
  return {
    pBasic: basicFirstTry / RUNS,
    mulligans: mulligans / RUNS,
    invoked: invoked.map((c) => c / RUNS),
    groupSeen: groupSeen.map((c) => c / RUNS),
  };
}

// Charizard ex OBF 125 with Charmander and Charmeleon (the example deck, two Basics swapped for the line), a Stage 1
// Totem with 2 of its Basic, a deep Stage 2 line, a BREAK of a Stage 2, and a deck whose line's Basic is one of two.
const DECKS = [
  { name: 'Charizard ex, Charmander 1 → Charmeleon 1 (N 99, B 15)', n: 99, b: 15, line: [1, 1], group: 21 },
  { name: 'a Stage 1 Totem, its Basic 2 (N 99, B 12)', n: 99, b: 12, line: [2], group: 29 },
  { name: 'a Stage 2 line 3 → 2 (N 99, B 20)', n: 99, b: 20, line: [3, 2], group: 10 },
  { name: 'a BREAK of a Stage 2, 1 → 1 → 1 (N 99, B 16)', n: 99, b: 16, line: [1, 1, 1], group: 4 },
  { name: 'two Basics, one of them the line’s (N 99, B 2)', n: 99, b: 2, line: [1, 1], group: 1 },
];

describe('tribute odds agree with a seeded 200,000-run simulation within 0.5 points', () => {
  DECKS.forEach((d, i) => {
    it(d.name, () => {
      const sim = simulate(d.n, d.b, d.line, d.group, 31 + i);
      const oh = tributeOpeningHand(d.n, d.b);
      expect(Math.abs(oh.pAtLeastOneBasic - sim.pBasic), 'P(Basic in 17)').toBeLessThan(TOL);
      // Forced mulligans per run are geometric, variance (1 − p) / p²: the same 4.5 standard errors of their mean
      // (0.026 for the two-Basic deck, where p = 31.5%; under 0.002 for the others).
      const p = oh.pAtLeastOneBasic;
      const mulliganTol = 4.5 * Math.sqrt((1 - p) / p ** 2 / RUNS);
      expect(Math.abs(oh.expectedMulligans! - sim.mulligans), 'mulligans').toBeLessThan(mulliganTol);
      const curve = evolutionTributeCurve(d.n, d.b, d.line, TURNS);
      curve.forEach((p, t) =>
        expect(Math.abs(p - sim.invoked[t]!), `Evolution Tribute, turn ${t + 1}`).toBeLessThan(TOL),
      );
      const draws = drawOdds({ cards: d.n, basics: d.b, group: d.group, groupBasics: 0 }, TURNS, TRIBUTE_DEAL);
      [draws.inOpeningHand, ...draws.byTurn.map((x) => x.p)].forEach((p, t) =>
        expect(Math.abs(p - sim.groupSeen[t]!), `draws, turn ${t}`).toBeLessThan(TOL),
      );
    });
  });
});
