import { hasRuleBox, prizeCards, type Card } from '../../src/lib/browser.js';

/**
 * What a player chooses a Pokémon by, read from the pack's card: HP, types, stage and marks (subtypes), each
 * attack's cost, Retreat, whether it has a Rule Box, and the Prize cards it gives when Knocked Out.
 */
export interface CardFacts {
  hp: number | null;
  types: string[];
  subtypes: string[];
  /** Each attack's cost, in printed order (an empty cost: a free attack). */
  costs: string[][];
  retreat: number;
  ruleBox: boolean;
  prizes: number;
}

/** The facts of a Pokémon; none for a Trainer or an Energy (their name says what they are) or a card not loaded. */
export const factsOf = (card: Card | undefined): CardFacts | undefined =>
  card?.supertype === 'Pokémon'
    ? {
        hp: card.hp,
        types: card.types,
        subtypes: card.subtypes,
        costs: card.attacks.map((a) => a.cost),
        retreat: card.retreat,
        ruleBox: hasRuleBox(card),
        prizes: prizeCards(card),
      }
    : undefined;
