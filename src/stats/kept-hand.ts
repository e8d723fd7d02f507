import type { OpeningHandStats } from '../model/stats.js';
import { choose, clamp01, hypergeometric } from './binomial.js';

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
 * P(the kept hand holds x cards of the group | it holds at least one Basic), x = 0 … hand: free mulligans (§5,
 * step 3) condition the hand played on a Basic (the tribute variant's 17 drawn alike). P(x and a Basic) = P(x) −
 * P(x and no Basic), the second term the group's non-Basic cards with the other non-Basic cards.
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

/** The opening hand (rulebook §5, steps 2–3): free mulligans are a geometric count of failures, hence (1 − p) / p. */
export function openingHand(cards: number, basics: number): OpeningHandStats {
  const p = pKeep(cards, basics);
  return {
    pAtLeastOneBasic: p,
    expectedMulligans: p > 0 ? (1 - p) / p : null,
    basicsInKeptHand: basicsInKeptHand(cards, basics),
  };
}

/**
 * P(at least k cards of the group among the 6 Prize cards), k = 0 … min(6, G). The Prize cards are the top 6 of
 * the deck after the kept hand (rulebook §5, step 5): for each number x of the group in the kept hand (given a
 * Basic), the Prize cards are a hypergeometric draw of 6 from the N − 7 cards left, G − x of them the group's.
 */
export function prizedAtLeast(deck: GroupInDeck): number[] {
  const inHand = groupInKeptHand(deck);
  const rest = deck.cards - HAND;
  const exactly = new Array<number>(PRIZES + 1).fill(0);
  inHand.forEach((px, x) => {
    if (px === 0) return;
    for (let k = 0; k <= PRIZES; k++) exactly[k]! += px * hypergeometric(k, rest, deck.group - x, PRIZES);
  });
  const atLeast: number[] = [];
  let tail = 0;
  for (let k = PRIZES; k >= 0; k--) atLeast[k] = clamp01((tail += exactly[k]!));
  return atLeast.slice(0, Math.min(PRIZES, deck.group) + 1);
}

/** P(one given non-Basic card — a single copy — is prized): the one-card group, k = 1. Null without a kept hand. */
export function givenCardPrized(cards: number, basics: number): number | null {
  if (cards - basics < 1) return null;
  const atLeast = prizedAtLeast({ cards, basics, group: 1, groupBasics: 0 });
  return atLeast.length > 1 ? atLeast[1]! : null;
}
