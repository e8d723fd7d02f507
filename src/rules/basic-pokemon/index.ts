import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'basic-pokemon',
  severity: 'error',
  summary: 'no Basic Pokémon in the deck (the opening hand could never be kept)',
  check(deck) {
    // A line that did not resolve might be the Basic; unknown-card already reports it, so don't guess.
    if (deck.cards.some((dc) => !dc.card)) return [];
    const hasBasic = deck.cards.some((dc) => dc.card!.supertype === 'Pokémon' && dc.card!.subtypes.includes('Basic'));
    if (hasBasic) return [];
    return [
      {
        line: null,
        message:
          'the deck (without the Totem) has no Basic Pokémon, so no opening hand could ever be kept; add Basic Pokémon',
      },
    ];
  },
};
