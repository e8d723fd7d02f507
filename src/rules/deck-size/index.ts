import { copiesOf } from '../../model/resolved.js';
import { nested } from '../../model/message.js';
import { defineRule } from '../define.js';

export const rule = defineRule(
  {
    id: 'deck-size',
    title: '100 cards, Totem included',
    severity: 'error',
    description: 'Totem cards + deck cards ≠ 100 (deck 99, or 98 / 96 for a LEGEND / V-UNION Totem)',
    messages: {
      size: {
        countKey: 'total',
        one: 'the deck has {total} card (Totem {totem} + deck {deck}); it needs 100: {totemSize} in the Totem Zone{kind} and {expected} in the deck; {fix}',
        other:
          'the deck has {total} cards (Totem {totem} + deck {deck}); it needs 100: {totemSize} in the Totem Zone{kind} and {expected} in the deck; {fix}',
      },
      add: { one: 'add {count} card', other: 'add {count} cards' },
      remove: { one: 'remove {count} card', other: 'remove {count} cards' },
      legend: ' (a LEGEND Totem is 2 cards)',
      vunion: ' (a V-UNION Totem is 4 cards)',
      single: '',
    },
  },
  (deck, facts) => {
    const totemSize = facts.totem?.size ?? 1;
    const expected = 100 - totemSize;
    const inDeck = copiesOf(deck.cards);
    const inTotem = copiesOf(deck.totem);
    if (inDeck + inTotem === 100 && inDeck === expected) return [];
    // No Totem yet but 100 cards: one of them is meant to be the Totem, which totem-missing already says.
    if (deck.totem.length === 0 && inDeck === 100) return [];
    const diff = expected - inDeck;
    const fix = diff > 0 ? nested('add', { count: diff }) : nested('remove', { count: -diff });
    const kind = nested(totemSize === 2 ? 'legend' : totemSize === 4 ? 'vunion' : 'single');
    return [
      {
        messageId: 'size',
        data: { total: inTotem + inDeck, totem: inTotem, deck: inDeck, totemSize, kind, expected, fix },
        line: null,
      },
    ];
  },
);
