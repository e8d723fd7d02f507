import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupInKeptHand, openingHand, prizedAtLeast } from '../../src/stats/kept-hand.js';
import { drawOdds } from '../../src/stats/draws.js';
import { chargeCurves, timeline } from '../../src/stats/invocation.js';

/** Any deck the odds take: 14 … 120 cards, at least one Basic, Energy and a group among the rest. */
const deck = fc
  .integer({ min: 14, max: 120 })
  .chain((n) =>
    fc.integer({ min: 1, max: n }).chain((b) =>
      fc.record({
        n: fc.constant(n),
        b: fc.constant(b),
        e: fc.integer({ min: 0, max: n - b }),
        g: fc.integer({ min: 0, max: n }),
        gbShare: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    ),
  )
  .map(({ n, b, e, g, gbShare }) => ({ n, b, e, g, gb: Math.min(b, g, Math.floor(gbShare * g)) }))
  .filter(({ n, b, g, gb }) => g - gb <= n - b);

const inUnit = (p: number): boolean => p >= 0 && p <= 1;
const EPS = 1e-12;

describe('properties of the odds (fast-check)', () => {
  it('every probability is in [0, 1] and every distribution sums to 1', () => {
    fc.assert(
      fc.property(deck, ({ n, b, g, gb }) => {
        const oh = openingHand(n, b);
        expect(inUnit(oh.pAtLeastOneBasic)).toBe(true);
        expect(oh.basicsInKeptHand.every((x) => inUnit(x.p))).toBe(true);
        expect(Math.abs(oh.basicsInKeptHand.reduce((s, x) => s + x.p, 0) - 1)).toBeLessThan(1e-9);
        const hand = groupInKeptHand({ cards: n, basics: b, group: g, groupBasics: gb });
        expect(hand.every(inUnit)).toBe(true);
        expect(Math.abs(hand.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
        const prized = prizedAtLeast({ cards: n, basics: b, group: g, groupBasics: gb });
        expect(prized.every(inUnit)).toBe(true);
        expect(Math.abs(prized[0]! - 1)).toBeLessThan(1e-9);
        for (let k = 1; k < prized.length; k++) expect(prized[k]!).toBeLessThanOrEqual(prized[k - 1]! + EPS);
        const draws = drawOdds({ cards: n, basics: b, group: g, groupBasics: gb }, 10);
        expect([draws.inOpeningHand, ...draws.byTurn.map((x) => x.p)].every(inUnit)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('P(seen by turn t) and P(invoked by turn t) never fall as t grows', () => {
    fc.assert(
      fc.property(deck, ({ n, b, e, g, gb }) => {
        const draws = drawOdds({ cards: n, basics: b, group: g, groupBasics: gb }, 10);
        const seen = [draws.inOpeningHand, ...draws.byTurn.map((x) => x.p)];
        for (let t = 1; t < seen.length; t++) expect(seen[t]!).toBeGreaterThanOrEqual(seen[t - 1]! - EPS);
        const curves = chargeCurves(n, b, e, 9, 10);
        for (let cost = 1; cost <= 9; cost++) {
          const { byTurn } = timeline(curves, cost);
          expect(byTurn.every((x) => inUnit(x.p))).toBe(true);
          for (let t = 1; t < byTurn.length; t++) expect(byTurn[t]!.p).toBeGreaterThanOrEqual(byTurn[t - 1]!.p - EPS);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a higher Invocation Cost is never more likely by any turn; a cost above t is impossible by turn t', () => {
    fc.assert(
      fc.property(deck, ({ n, b, e }) => {
        const curves = chargeCurves(n, b, e, 9, 10);
        for (let cost = 1; cost < 9; cost++) {
          const now = timeline(curves, cost).byTurn;
          const higher = timeline(curves, cost + 1).byTurn;
          for (let t = 0; t < now.length; t++) {
            expect(higher[t]!.p).toBeLessThanOrEqual(now[t]!.p + EPS);
            // One attachment a turn: cost c needs at least c turns.
            if (now[t]!.turn < cost) expect(now[t]!.p).toBe(0);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('more Energy never makes the Totem slower; more Basics never make a kept hand less likely', () => {
    fc.assert(
      fc.property(deck, ({ n, b, e }) => {
        fc.pre(e + 1 <= n - b && b + 1 <= n);
        const a = timeline(chargeCurves(n, b, e, 4, 10), 4).byTurn;
        const more = timeline(chargeCurves(n, b, e + 1, 4, 10), 4).byTurn;
        for (let t = 0; t < a.length; t++) expect(more[t]!.p).toBeGreaterThanOrEqual(a[t]!.p - 1e-9);
        expect(openingHand(n, b + 1).pAtLeastOneBasic).toBeGreaterThanOrEqual(openingHand(n, b).pAtLeastOneBasic);
      }),
      { numRuns: 100 },
    );
  });
});
