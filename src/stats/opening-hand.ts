import type { OpeningHandStats } from '../model/stats.js';
import { choose, clamp01 } from './binomial.js';
import { HAND, pKeep } from './kept-hand.js';

/**
 * The opening hand (rulebook §5, steps 2–3): P(at least one Basic in 7 of N), exact; the expected number of free
 * mulligans before a hand is kept, (1 − p) / p (a geometric count of failures); and the number of Basics in the
 * kept hand, a hypergeometric conditioned on at least one.
 */
export function openingHand(cards: number, basics: number): OpeningHandStats {
  const p = pKeep(cards, basics);
  const all = choose(cards, HAND);
  const basicsInKeptHand: OpeningHandStats['basicsInKeptHand'] = [];
  if (p > 0)
    for (let k = 1; k <= Math.min(HAND, basics); k++)
      basicsInKeptHand.push({
        basics: k,
        p: clamp01((choose(basics, k) * choose(cards - basics, HAND - k)) / all / p),
      });
  return { pAtLeastOneBasic: p, expectedMulligans: p > 0 ? (1 - p) / p : null, basicsInKeptHand };
}
