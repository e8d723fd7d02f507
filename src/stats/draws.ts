import type { TurnOdds } from '../model/stats.js';
import { choose, clamp01 } from './binomial.js';
import { STANDARD_DEAL, groupInKeptHand, type Deal, type GroupInDeck } from './kept-hand.js';

/**
 * P(at least one card of the group seen by turn t): in the kept hand (given a Basic), or among the t cards drawn
 * by then — one a turn, every player drawing on their first turn too (rulebook §6). The Prize cards are set aside
 * face down, but they are a uniformly random 6 of the cards left, so the order of the rest is still uniform: the
 * t draws are t cards taken at random from the N − 7 not in hand (the same law with or without Prize cards).
 * The tribute variant's deal (`{ seen: 17, setAside: 0 }`): turn 0 is the 17 drawn, and the draws come from the
 * N − 17 left (its Prize cards are chosen from the 17).
 */
export function drawOdds(deck: GroupInDeck, turns: number, deal: Deal = STANDARD_DEAL) {
  const inHand = groupInKeptHand(deck, deal.seen);
  const none = inHand[0] ?? 0;
  const rest = deck.cards - deal.seen;
  const byTurn: TurnOdds[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    // Past the last card of the deck (N − 13 after the Prize cards) nothing more is drawn.
    const drawn = Math.min(turn, rest - deal.setAside);
    const all = choose(rest, drawn);
    const missed = all === 0 ? 1 : choose(rest - deck.group, drawn) / all;
    byTurn.push({ turn, p: inHand.length ? clamp01(1 - none * missed) : 0 });
  }
  return { inOpeningHand: inHand.length ? clamp01(1 - none) : 0, byTurn };
}
