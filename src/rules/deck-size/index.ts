import { copiesOf } from '../../model/resolved.js';
import { nested } from '../../model/message.js';
import { defineRule } from '../define.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'deck-size', severity: 'error', words }, (deck, facts) => {
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
});
