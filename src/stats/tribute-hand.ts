import type { TributeOpeningHandStats } from '../model/stats.js';
import { clamp01 } from './binomial.js';
import { basicsInKeptHand, groupInKeptHand, pKeep, type Deal } from './kept-hand.js';

/** Seed 001, "Beginning The Game": draw 17 cards, keep 7, and the other 10 are your Prize cards. */
export const DRAWN = 17;
export const KEPT = 7;
export const TRIBUTE_PRIZES = DRAWN - KEPT;

/** The Prize cards are made of the 17 drawn, so nothing is set aside unseen: the draws come from the N − 17 left. */
export const TRIBUTE_DEAL: Deal = { seen: DRAWN, setAside: 0 };

/** Optional mulligans the opening hand lists (the 1st draws 16 and keeps 6, the 2nd 15 and 5, …). */
const OPTIONAL_MULLIGANS = 3;

/**
 * The opening hand of the tribute variant, exact: P(at least one Basic in 17 of N) = 1 − C(N − B, 17) / C(N, 17);
 * forced mulligans are geometric, hence (1 − p) / p. An optional mulligan's smaller draw without a Basic is, again,
 * a forced mulligan of that size.
 */
export function tributeOpeningHand(cards: number, basics: number): TributeOpeningHandStats {
  const p = pKeep(cards, basics, DRAWN);
  const basicsInDrawn = basicsInKeptHand(cards, basics, DRAWN);
  const oneCard = cards - basics >= 1 ? groupInKeptHand({ cards, basics, group: 1, groupBasics: 0 }, DRAWN) : [];
  const optionalMulligans: TributeOpeningHandStats['optionalMulligans'] = [];
  for (let m = 1; m <= OPTIONAL_MULLIGANS && KEPT - m >= 1; m++)
    optionalMulligans.push({
      mulligans: m,
      drawn: DRAWN - m,
      kept: KEPT - m,
      pAtLeastOneBasic: pKeep(cards, basics, DRAWN - m),
    });
  return {
    drawn: DRAWN,
    kept: KEPT,
    pAtLeastOneBasic: p,
    expectedMulligans: p > 0 ? (1 - p) / p : null,
    basicsInDrawn,
    pGivenCardDrawn: oneCard.length ? clamp01(1 - oneCard[0]!) : null,
    optionalMulligans,
  };
}
