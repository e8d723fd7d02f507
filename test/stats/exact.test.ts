import { describe, expect, it } from 'vitest';
import { givenCardPrized, openingHand, prizedAtLeast } from '../../src/stats/kept-hand.js';
import { drawOdds } from '../../src/stats/draws.js';
import { chargeCurves, timeline } from '../../src/stats/invocation.js';
import { pdf } from './jstat.js';

/** Decks as the odds see them: N cards, B Basic Pokémon, E Energy cards, a group of G (GB of them Basic). */
const DECKS = [
  { name: 'a 99-card deck, 16 Basics, 29 Energy', n: 99, b: 16, e: 29, g: 21, gb: 0 },
  { name: 'few Basics', n: 99, b: 3, e: 20, g: 5, gb: 1 },
  { name: 'a LEGEND deck (98)', n: 98, b: 25, e: 35, g: 1, gb: 0 },
  { name: 'a V-UNION deck (96)', n: 96, b: 40, e: 10, g: 10, gb: 10 },
  { name: 'one Basic', n: 99, b: 1, e: 40, g: 1, gb: 1 },
  { name: 'Basics only but Energy', n: 99, b: 60, e: 39, g: 0, gb: 0 },
  { name: 'a short list', n: 60, b: 12, e: 18, g: 4, gb: 2 },
];

const TOL = 1e-9;

// Independent formulas, every term from jStat's hypergeometric: P(x of the group in hand and a Basic) =
// P(x of the group) × P(a Basic among the rest | x), summed over how many of the x are Basic.
function keptHandGroup(n: number, b: number, g: number, gb: number): number[] {
  const keep = 1 - pdf(0, n, b, 7);
  const out: number[] = [];
  for (let x = 0; x <= 7; x++) {
    let joint = 0;
    for (let xb = 0; xb <= x; xb++) {
      // xb of the x group cards are Basic; the other 7 − x come from the N − G others, B − GB of them Basic.
      const pGroup = pdf(x, n, g, 7) * (g ? pdf(xb, g, gb, x) : xb === 0 ? 1 : 0);
      const pBasic = xb > 0 ? 1 : 1 - pdf(0, n - g, b - gb, 7 - x);
      joint += pGroup * pBasic;
    }
    out.push(joint / keep);
  }
  return out;
}

describe('exact figures agree with jStat to 1e-9', () => {
  for (const d of DECKS) {
    it(d.name, () => {
      const p = 1 - pdf(0, d.n, d.b, 7);
      const oh = openingHand(d.n, d.b);
      expect(Math.abs(oh.pAtLeastOneBasic - p)).toBeLessThan(TOL);
      expect(Math.abs(oh.expectedMulligans! - (1 - p) / p)).toBeLessThan(TOL);
      for (const { basics, p: pk } of oh.basicsInKeptHand)
        expect(Math.abs(pk - pdf(basics, d.n, d.b, 7) / p)).toBeLessThan(TOL);

      // A given non-Basic card: not in the kept hand, then among 6 of the N − 7 left.
      const notInHandKept = ((d.n - 7) / d.n) * (1 - pdf(0, d.n - 1, d.b, 7));
      expect(Math.abs(givenCardPrized(d.n, d.b)! - ((notInHandKept / p) * 6) / (d.n - 7))).toBeLessThan(TOL);

      const hand = keptHandGroup(d.n, d.b, d.g, d.gb);
      const atLeast = prizedAtLeast({ cards: d.n, basics: d.b, group: d.g, groupBasics: d.gb });
      for (let k = 1; k < atLeast.length; k++) {
        const want = hand.reduce((sum, px, x) => sum + px * (1 - (k > 0 ? sumPdf(k - 1, d.n - 7, d.g - x, 6) : 0)), 0);
        expect(Math.abs(atLeast[k]! - want), `at least ${k}`).toBeLessThan(TOL);
      }

      const draws = drawOdds({ cards: d.n, basics: d.b, group: d.g, groupBasics: d.gb }, 10);
      expect(Math.abs(draws.inOpeningHand - (1 - hand[0]!))).toBeLessThan(TOL);
      for (const { turn, p: pt } of draws.byTurn)
        expect(Math.abs(pt - (1 - hand[0]! * pdf(0, d.n - 7, d.g, turn)))).toBeLessThan(TOL);
    });
  }
});

function sumPdf(upTo: number, population: number, successes: number, draws: number): number {
  let s = 0;
  for (let k = 0; k <= upTo; k++) s += pdf(k, population, successes, draws);
  return s;
}

/**
 * The Invocation timeline by brute force: every sequence of Energy / not-Energy over t draws, each with its exact
 * probability (a falling-factorial product), A_t by the recursion. 2^10 sequences per hand.
 */
function bruteTimeline(n: number, b: number, e: number, cost: number, turns: number): number[] {
  const hand = keptHandGroup(n, b, e, 0);
  const out = new Array<number>(turns).fill(0);
  hand.forEach((ph, h) => {
    if (ph === 0) return;
    const pool = n - 7;
    const left = e - h;
    for (let mask = 0; mask < 1 << turns; mask++) {
      let p = 1;
      let drawn = 0;
      let a = 0;
      let invokedAt = 0;
      for (let t = 1; t <= turns; t++) {
        const energy = (mask >> (t - 1)) & 1;
        const cardsLeft = pool - (t - 1);
        p *= energy ? (left - drawn) / cardsLeft : (cardsLeft - (left - drawn)) / cardsLeft;
        if (p === 0) break;
        drawn += energy;
        a = Math.min(a + 1, h + drawn);
        if (!invokedAt && a >= cost) invokedAt = t;
      }
      if (p === 0 || !invokedAt) continue;
      for (let t = invokedAt; t <= turns; t++) out[t - 1]! += ph * p;
    }
  });
  return out;
}

describe('the Invocation timeline (dynamic programming) agrees with a brute-force enumeration to 1e-9', () => {
  for (const d of DECKS) {
    it(d.name, () => {
      const curves = chargeCurves(d.n, d.b, d.e, 8, 10);
      for (const cost of [1, 3, 4, 6, 8]) {
        const brute = bruteTimeline(d.n, d.b, d.e, cost, 10);
        const { byTurn } = timeline(curves, cost);
        for (const { turn, p } of byTurn)
          expect(Math.abs(p - brute[turn - 1]!), `cost ${cost}, turn ${turn}`).toBeLessThan(TOL);
      }
    });
  }
});
