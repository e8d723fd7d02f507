import type { OpeningHandStats } from '../model/stats.js';
import { basicsInKeptHand, pKeep } from './kept-hand.js';

/**
 * The opening hand (rulebook §5, steps 2–3): P(at least one Basic in 7 of N), exact; the expected number of free
 * mulligans before a hand is kept, (1 − p) / p (a geometric count of failures); and the number of Basics in the
 * kept hand, a hypergeometric conditioned on at least one.
 */
export function openingHand(cards: number, basics: number): OpeningHandStats {
  const p = pKeep(cards, basics);
  return {
    pAtLeastOneBasic: p,
    expectedMulligans: p > 0 ? (1 - p) / p : null,
    basicsInKeptHand: basicsInKeptHand(cards, basics),
  };
}
