import { choose, clamp01 } from './binomial.js';

/** Cards in an opening hand (rulebook §5, step 2). */
export const HAND = 7;
/** Prize cards, the same for every player (rulebook §5, step 5). */
export const PRIZES = 6;

/**
 * A deck as the odds see it: N cards, B of them Basic Pokémon, and one group of G cards (GB of which are Basic
 * Pokémon) whose place — kept hand, Prize cards, draws — is asked about.
 */
export interface GroupInDeck {
  cards: number;
  basics: number;
  group: number;
  groupBasics: number;
}

/**
 * How a game deals before its first draw: the cards drawn and looked at (the hand to keep, or to choose the kept
 * hand from), then the cards set aside unseen from the top of what is left. The Totem Format draws 7 and sets 6
 * Prize cards aside; the tribute variant draws 17 and makes its 10 Prize cards of those, setting none aside.
 */
export interface Deal {
  seen: number;
  setAside: number;
}

export const STANDARD_DEAL: Deal = { seen: HAND, setAside: PRIZES };

/** P(a hand of `hand` cards — 7 — of N holds at least one Basic Pokémon). */
export function pKeep(cards: number, basics: number, hand = HAND): number {
  const all = choose(cards, hand);
  return all === 0 ? 0 : clamp01(1 - choose(cards - basics, hand) / all);
}

/**
 * P(the kept hand holds k Basics | it holds at least one), k = 1 … min(hand, B): C(B, k) · C(N − B, hand − k) /
 * C(N, hand) / p, where p = P(at least one Basic). Empty when no hand can be kept (p = 0).
 */
export function basicsInKeptHand(cards: number, basics: number, hand = HAND): { basics: number; p: number }[] {
  const p = pKeep(cards, basics, hand);
  const all = choose(cards, hand);
  const out: { basics: number; p: number }[] = [];
  if (p > 0)
    for (let k = 1; k <= Math.min(hand, basics); k++)
      out.push({ basics: k, p: clamp01((choose(basics, k) * choose(cards - basics, hand - k)) / all / p) });
  return out;
}

/**
 * P(the kept hand holds x cards of the group | it holds at least one Basic), x = 0 … 7: free mulligans (§5,
 * step 3) mean the hand that is played is a 7-card hand conditioned on a Basic (the tribute variant: the 17
 * drawn, `hand` = 17, conditioned the same way). P(x and a Basic) = P(x) −
 * P(x and no Basic), and the second term is the group's non-Basic cards with the other non-Basic cards.
 */
export function groupInKeptHand({ cards, basics, group, groupBasics }: GroupInDeck, hand = HAND): number[] {
  const all = choose(cards, hand);
  const keep = pKeep(cards, basics, hand);
  const out: number[] = [];
  if (keep === 0) return out;
  const groupOther = group - groupBasics;
  const nonBasicOther = cards - basics - groupOther;
  for (let x = 0; x <= hand; x++) {
    const withX = choose(group, x) * choose(cards - group, hand - x);
    const withXNoBasic = choose(groupOther, x) * choose(nonBasicOther, hand - x);
    out.push(clamp01((withX - withXNoBasic) / all / keep));
  }
  return out;
}
