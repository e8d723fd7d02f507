import type { ByTurn, TurnOdds } from '../model/stats.js';
import { clamp01 } from './binomial.js';
import { HAND, PRIZES, groupInKeptHand } from './kept-hand.js';

/** Turns the report lists (t = 1 … 10). */
export const TURNS = 10;

/**
 * The plain model of charging the Totem (rulebook §4 "Charging the Totem", §5, §6): a kept hand of 7 given at
 * least one Basic; 6 Prize cards from the cards left; on each of your turns t = 1, 2, … draw 1 card, then attach
 * one Energy card from hand to the Totem if you have one. The Energy on the Totem after turn t is
 * A_t = min(A_{t−1} + 1, Energy in the kept hand + Energy drawn by turn t), and the Totem can be invoked on turn t
 * when A_t ≥ its Invocation Cost.
 *
 * Exact, by dynamic programming over the draws: for each number h of Energy cards in the kept hand, the state
 * after turn t is (A_t capped at the highest cost asked about, Energy drawn so far), and a draw is an Energy card
 * with probability (Energy left) / (cards left). The Prize cards are a uniformly random 6 of the N − 7 cards not
 * in hand, so the draws that follow are, card by card, uniform over those N − 7 (exchangeability): the DP draws
 * from N − 7 and stops where the real deck, N − 13 cards, would run out.
 *
 * Returns, for t = 1 … up to `maxTurns` (or the last turn with a card to draw), P(A_t ≥ c) for c = 0 … maxCost;
 * past `minTurns` it stops at the first turn where P(A_t ≥ maxCost) ≥ 90%, as every later figure is then known
 * to be ≥ 90% for every cost (the timeline's turnFor50 / turnFor90 need nothing more).
 */
export function chargeCurves(
  cards: number,
  basics: number,
  energy: number,
  maxCost: number,
  maxTurns: number,
  minTurns = maxTurns,
): number[][] {
  const hand = groupInKeptHand({ cards, basics, group: energy, groupBasics: 0 });
  const pool = cards - HAND;
  const turns = Math.max(0, Math.min(maxTurns, pool - PRIZES));
  const cap = Math.max(0, maxCost);
  // One state table per Energy count h of the kept hand: dist[a * width + j] = P(A = a, j Energy drawn).
  const states = hand.flatMap((weight, h) => {
    if (weight === 0) return [];
    const left = energy - h;
    const width = left + 1;
    const dist = new Float64Array((cap + 1) * width);
    dist[0] = 1;
    return [{ weight, h, left, width, dist, next: new Float64Array(dist.length) }];
  });
  const curves: number[][] = [];
  for (let t = 1; t <= turns; t++) {
    const row = new Array<number>(cap + 1).fill(0);
    const deckLeft = pool - (t - 1);
    // After t − 1 turns, A ≤ t − 1 and at most t − 1 Energy cards were drawn: the rest of the table is empty.
    const aMax = Math.min(t - 1, cap);
    for (const s of states) {
      const { h, left, width, dist, next } = s;
      const jMax = Math.min(t - 1, left);
      next.fill(0);
      for (let a = 0; a <= aMax; a++) {
        for (let j = 0; j <= jMax; j++) {
          const p = dist[a * width + j]!;
          if (p === 0) continue;
          const pEnergy = (left - j) / deckLeft;
          if (pEnergy > 0) next[Math.min(a + 1, h + j + 1, cap) * width + j + 1]! += p * pEnergy;
          if (pEnergy < 1) next[Math.min(a + 1, h + j, cap) * width + j]! += p * (1 - pEnergy);
        }
      }
      s.dist = next;
      s.next = dist;
      // P(A_t ≥ c), accumulated over a from the top.
      let tail = 0;
      for (let a = cap; a >= 0; a--) {
        for (let j = 0; j <= Math.min(t, left); j++) tail += next[a * width + j]!;
        row[a]! += s.weight * tail;
      }
    }
    curves.push(row);
    // Past the turns asked for, only until the highest cost is 90% likely (the last figure a caller looks for).
    if (t >= minTurns && row[cap]! >= 0.9) break;
  }
  return curves;
}

/** P(invoked by turn t) for t = 1 … 10, and the first turns with P ≥ 50% / 90%, for one cost. */
export function timeline(curves: number[][], cost: number): ByTurn {
  const at = (t: number): number => clamp01(curves[t - 1]?.[cost] ?? 0);
  const byTurn: TurnOdds[] = [];
  for (let turn = 1; turn <= TURNS; turn++)
    byTurn.push({ turn, p: turn <= curves.length ? at(turn) : at(curves.length) });
  const first = (goal: number): number | null => {
    for (let t = 1; t <= curves.length; t++) if (at(t) >= goal) return t;
    return null;
  };
  return { byTurn, turnFor50: first(0.5), turnFor90: first(0.9) };
}
