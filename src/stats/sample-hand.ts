import { isBasicPokemon, type Card } from '../model/card.js';
import type { DeckFacts } from '../model/facts.js';
import type { ResolvedDeck } from '../model/resolved.js';
import type { SampleCard, SampleOutcome, SampleTurn } from '../model/sample.js';
import { deckCounts } from './deck-counts.js';
import { noOddsReason } from './deck-notes.js';
import { HAND, PRIZES } from './kept-hand.js';
import { seededRng, shuffleFrom } from './shuffle.js';

export interface SampleOptions {
  seed: number;
  /** Turns drawn after the deal. */
  turns: number;
}

/**
 * A sample opening by the rulebook's setup (§5), with the odds' deck model: the Totem stays in the Totem Zone;
 * the 99 are shuffled and 7 drawn, again (a free mulligan, counted) until the hand holds a Basic Pokémon; the
 * next 6 are the Prize cards; then one card a turn, and the plain model's one Energy from hand attached to the
 * Totem a turn (§4 "Charging the Totem"), so each turn says whether the Totem could be invoked yet.
 */
export function sampleHand(
  deck: ResolvedDeck,
  facts: DeckFacts,
  options: SampleOptions,
  nameOf: (card: Card) => string = (card) => card.name,
): SampleOutcome {
  const counts = deckCounts(deck, facts);
  const failure = noOddsReason(deck, counts, HAND + PRIZES + 1);
  if (failure) return { ok: false, failure };
  const pile: SampleCard[] = [];
  const add = (card: SampleCard, copies: number): void => {
    for (let i = 0; i < copies; i++) pile.push(card);
  };
  for (const { card, copies, attachable } of counts.resolved)
    add({ name: nameOf(card), id: card.id, basic: isBasicPokemon(card), energy: attachable }, copies);
  for (const { name, copies } of counts.unknown) add({ name, id: null, basic: false, energy: false }, copies);
  const rng = seededRng(options.seed);
  let mulligans = -1;
  do {
    shuffleFrom(rng, pile);
    mulligans++;
  } while (!pile.slice(0, HAND).some((c) => c.basic));
  const hand = pile.slice(0, HAND);
  const cost = facts.totem?.cost.invocationCost ?? null;
  let inHand = hand.filter((c) => c.energy).length;
  let energy = 0;
  const draws: SampleTurn[] = [];
  for (let turn = 1; turn <= options.turns; turn++) {
    const draw = pile[HAND + PRIZES + turn - 1] ?? null;
    if (draw?.energy) inHand++;
    if (inHand > 0) {
      inHand--;
      energy++;
    }
    draws.push({ turn, draw, energy, invoked: cost !== null && energy >= cost });
  }
  const t = facts.totem;
  const totem = t ? { name: t.cards[0] ? nameOf(t.cards[0]) : t.name, ids: t.ids, cost } : null;
  const prizes = pile.slice(HAND, HAND + PRIZES);
  return { ok: true, sample: { file: deck.file, seed: options.seed, totem, mulligans, hand, prizes, draws } };
}
