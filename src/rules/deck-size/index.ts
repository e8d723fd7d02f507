import { copiesOf } from '../../check/deck.js';
import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'deck-size',
  severity: 'error',
  summary: 'Totem cards + deck cards ≠ 100 (deck 99, or 98 / 96 for a LEGEND / V-UNION Totem)',
  check(deck, facts) {
    const totemSize = facts.totem?.size ?? 1;
    const expectedDeck = 100 - totemSize;
    const inDeck = copiesOf(deck.cards);
    const inTotem = copiesOf(deck.totem);
    if (inDeck + inTotem === 100 && inDeck === expectedDeck) return [];
    const diff = expectedDeck - inDeck;
    const fix = diff > 0 ? `add ${diff} card${diff === 1 ? '' : 's'}` : `remove ${-diff} card${diff === -1 ? '' : 's'}`;
    const kind =
      totemSize === 2 ? ' (a LEGEND Totem is 2 cards)' : totemSize === 4 ? ' (a V-UNION Totem is 4 cards)' : '';
    return [
      {
        line: null,
        message: `the deck has ${inTotem + inDeck} cards (Totem ${inTotem} + deck ${inDeck}); it needs 100: ${totemSize} in the Totem Zone${kind} and ${expectedDeck} in the deck; ${fix}`,
      },
    ];
  },
};
