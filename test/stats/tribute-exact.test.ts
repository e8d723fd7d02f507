import { describe, expect, it } from 'vitest';
import { drawOdds } from '../../src/stats/draws.js';
import { evolutionTributeCurve } from '../../src/stats/evolution-tribute.js';
import { TRIBUTE_DEAL, tributeOpeningHand } from '../../src/stats/tribute-hand.js';
import { firstTurnFor, handOnTurn } from '../../src/stats/tribute-timeline.js';
import { pdf } from './jstat.js';

/** Decks as the tribute odds see them: N cards, B Basic Pokémon, a group of G (GB of them Basic). */
const DECKS = [
  { name: 'a 99-card deck, 16 Basics', n: 99, b: 16, g: 21, gb: 0 },
  { name: 'few Basics', n: 99, b: 3, g: 5, gb: 1 },
  { name: 'one Basic', n: 99, b: 1, g: 1, gb: 1 },
  { name: 'a LEGEND deck (98)', n: 98, b: 25, g: 1, gb: 0 },
  { name: 'a V-UNION deck (96)', n: 96, b: 40, g: 10, gb: 10 },
  { name: 'a short list', n: 30, b: 4, g: 6, gb: 2 },
];

const TOL = 1e-9;

/** P(x of the group among the 17 and a Basic) / P(a Basic), from jStat terms only (as exact.test.ts does for 7). */
function groupIn17(n: number, b: number, g: number, gb: number): number[] {
  const keep = 1 - pdf(0, n, b, 17);
  const out: number[] = [];
  for (let x = 0; x <= 17; x++) {
    let joint = 0;
    for (let xb = 0; xb <= x; xb++) {
      const pGroup = pdf(x, n, g, 17) * (g ? pdf(xb, g, gb, x) : xb === 0 ? 1 : 0);
      const pBasic = xb > 0 ? 1 : 1 - pdf(0, n - g, b - gb, 17 - x);
      joint += pGroup * pBasic;
    }
    out.push(joint / keep);
  }
  return out;
}

describe('tribute variant: exact figures agree with jStat to 1e-9', () => {
  for (const d of DECKS) {
    it(d.name, () => {
      const p = 1 - pdf(0, d.n, d.b, 17);
      const oh = tributeOpeningHand(d.n, d.b);
      expect([oh.drawn, oh.kept]).toEqual([17, 7]);
      expect(Math.abs(oh.pAtLeastOneBasic - p)).toBeLessThan(TOL);
      expect(Math.abs(oh.expectedMulligans! - (1 - p) / p)).toBeLessThan(TOL);
      expect(oh.basicsInDrawn.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
      for (const { basics, p: pk } of oh.basicsInDrawn)
        expect(Math.abs(pk - pdf(basics, d.n, d.b, 17) / p)).toBeLessThan(TOL);
      // A given non-Basic card: among the 17, and a Basic among the other 16 of the N − 1.
      const given = ((17 / d.n) * (1 - pdf(0, d.n - 1, d.b, 16))) / p;
      expect(Math.abs(oh.pGivenCardDrawn! - given)).toBeLessThan(TOL);
      expect(oh.optionalMulligans.map((m) => [m.mulligans, m.drawn, m.kept])).toEqual([
        [1, 16, 6],
        [2, 15, 5],
        [3, 14, 4],
      ]);
      for (const m of oh.optionalMulligans)
        expect(Math.abs(m.pAtLeastOneBasic - (1 - pdf(0, d.n, d.b, m.drawn)))).toBeLessThan(TOL);

      const none = groupIn17(d.n, d.b, d.g, d.gb)[0]!;
      const draws = drawOdds({ cards: d.n, basics: d.b, group: d.g, groupBasics: d.gb }, 10, TRIBUTE_DEAL);
      expect(Math.abs(draws.inOpeningHand - (1 - none))).toBeLessThan(TOL);
      for (const { turn, p: pt } of draws.byTurn)
        expect(Math.abs(pt - (1 - none * pdf(0, d.n - 17, d.g, Math.min(turn, d.n - 17))))).toBeLessThan(TOL);
    });
  }

  it('a one-step line (a Stage 1 Totem): P(its Basic among the first 16 + t cards | a Basic in the 17)', () => {
    for (const { n, b, line } of [
      { n: 99, b: 16, line: 1 },
      { n: 99, b: 12, line: 3 },
      { n: 99, b: 2, line: 1 },
      { n: 60, b: 5, line: 5 },
    ]) {
      const keep = 1 - pdf(0, n, b, 17);
      const curve = evolutionTributeCurve(n, b, [line], 10);
      expect(curve[0]).toBe(0);
      for (let t = 2; t <= 10; t++) {
        // P(hit) − P(hit and no Basic in the 17): then the hit is among the t − 1 draws from the N − 17.
        const hit = 1 - pdf(0, n, line, 16 + t);
        const hitNoBasic = pdf(0, n, b, 17) * (1 - pdf(0, n - 17, line, t - 1));
        expect(Math.abs(curve[t - 1]! - (hit - hitNoBasic) / keep), `N ${n}, B ${b}, t ${t}`).toBeLessThan(TOL);
      }
    }
  });
});

/**
 * Every arrangement of a small deck's special cards, each equally likely (a uniform shuffle): the line's cards,
 * the other Basics; the rest are blanks. T by the recursion of the model (the Basic comes into play when it
 * arrives, each Evolution the first turn it can, not on turn 1), the 17 with no Basic left out (forced mulligans).
 */
function bruteForce(n: number, line: number[], otherBasics: number, turns: number): number[] {
  const kinds: number[] = [
    ...line.flatMap((size, i) => new Array<number>(size).fill(i)),
    ...new Array(otherBasics).fill(-1),
  ];
  const byTurn = new Array<number>(turns).fill(0);
  let kept = 0;
  const positions: number[] = [];
  const place = (j: number, used: Set<number>): void => {
    if (j === kinds.length) {
      const basicIn17 = kinds.some((k, i) => (k === 0 || k === -1) && positions[i]! < 17);
      if (!basicIn17) return;
      kept++;
      // First arrival of each step: 0 in the 17, else the turn it is drawn (position 17 + turn − 1).
      const arrival = line.map((_, step) => {
        const at = Math.min(...positions.filter((_, i) => kinds[i] === step));
        return at < 17 ? 0 : at - 16;
      });
      let s = arrival[0]!;
      for (let step = 1; step < line.length; step++) s = Math.max(arrival[step]!, s + 1, 2);
      const totemTurn = Math.max(s + 1, 2);
      for (let t = 1; t <= turns; t++) if (totemTurn <= t) byTurn[t - 1]!++;
      return;
    }
    for (let p = 0; p < n; p++) {
      if (used.has(p)) continue;
      used.add(p);
      positions[j] = p;
      place(j + 1, used);
      used.delete(p);
    }
  };
  place(0, new Set());
  return byTurn.map((c) => c / kept);
}

describe('the Evolution Tribute curve agrees with every arrangement of a small deck, to 1e-12', () => {
  const cases = [
    { name: 'a Stage 2 line, 1 + 1, one other Basic', n: 22, line: [1, 1], others: 1 },
    { name: 'a Stage 2 line, 2 + 1, no other Basic', n: 21, line: [2, 1], others: 0 },
    { name: 'a three-step line (a BREAK of a Stage 2)', n: 22, line: [1, 1, 1], others: 1 },
    { name: 'a one-step line, 2 cards, two other Basics', n: 23, line: [2], others: 2 },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const turns = c.n - 17;
      const exact = evolutionTributeCurve(c.n, c.line[0]! + c.others, c.line, turns);
      const brute = bruteForce(c.n, c.line, c.others, turns);
      exact.forEach((p, i) => expect(Math.abs(p - brute[i]!), `turn ${i + 1}`).toBeLessThan(1e-12));
      expect(exact.at(-1)).toBeGreaterThan(0);
    });
  }
});

describe('Evolution Tribute curve: properties', () => {
  it('is 0 before turn k + 1, in [0, 1], never falls, and more cards of a step never make it slower', () => {
    const base = evolutionTributeCurve(99, 16, [1, 1], 82);
    expect(base.slice(0, 2)).toEqual([0, 0]);
    expect(base[2]).toBeGreaterThan(0);
    for (let t = 1; t < base.length; t++) expect(base[t]!).toBeGreaterThanOrEqual(base[t - 1]! - 1e-15);
    // Not 1 on the deck's last turn: a Charmeleon drawn last (card 99) leaves no turn to evolve the Totem onto it.
    expect(base.at(-1)).toBeGreaterThan(0.96);
    expect(base.at(-1)).toBeLessThan(1);
    const more = evolutionTributeCurve(99, 17, [2, 1], 82);
    more.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(base[i]! - 1e-15));
    expect(evolutionTributeCurve(99, 16, [1, 0], 10).every((p) => p === 0)).toBe(true);
  });
});

describe('the Tribute timeline: cards in hand to discard by turn t', () => {
  it('is the 7 kept less the Active Pokémon, plus 1 a turn, and the Totem never comes before turn 2', () => {
    expect([1, 2, 3, 10].map((t) => handOnTurn(t, 82))).toEqual([7, 8, 9, 16]);
    // The deck's last card is drawn on turn N − 17: the hand grows no more.
    expect(handOnTurn(10, 3)).toBe(9);
    expect([1, 3, 8, 9, 12].map((cost) => firstTurnFor(cost, 82))).toEqual([2, 2, 2, 3, 6]);
    expect(firstTurnFor(12, 3)).toBeNull();
  });
});
