import { isBasicPokemon } from '../../model/card.js';
import { defineRule } from '../define.js';

export const rule = defineRule(
  {
    id: 'basic-pokemon',
    title: 'At least one Basic Pokémon',
    severity: 'error',
    description: 'no Basic Pokémon in the deck (the opening hand could never be kept)',
    messages: {
      'no-basic':
        'the deck (without the Totem) has no Basic Pokémon, so no opening hand could ever be kept; add Basic Pokémon',
    },
  },
  (deck) => {
    // A line that did not resolve might be the Basic; unknown-card already reports it, so don't guess.
    if (deck.cards.some((dc) => !dc.card)) return [];
    const hasBasic = deck.cards.some((dc) => isBasicPokemon(dc.card!));
    return hasBasic ? [] : [{ messageId: 'no-basic', line: null }];
  },
);
