import { clamp01, hypergeometric } from './binomial.js';
import { HAND, PRIZES, groupInKeptHand, type GroupInDeck } from './kept-hand.js';

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
