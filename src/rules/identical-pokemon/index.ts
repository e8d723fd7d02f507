import { whereValue } from '../../model/common-messages.js';
import { cardValue } from '../../model/labels.js';
import { nested } from '../../model/message.js';
import { allCards, type DeckCard } from '../../model/resolved.js';
import { sameCardKey } from '../../derive/multicard.js';
import { defineRule, type TypedFinding } from '../define.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'identical-pokemon', severity: 'error', words }, (deck) => {
  const out: TypedFinding<keyof typeof words.en>[] = [];
  const seen = new Map<string, DeckCard>();
  for (const dc of allCards(deck)) {
    const card = dc.card;
    if (!card || card.supertype !== 'Pokémon') continue;
    const key = sameCardKey(card);
    const first = seen.get(key);
    // The same printing twice is the singleton rule's finding; this rule names different printings.
    if (first && first.card!.id !== card.id) {
      out.push({
        messageId: 'identical',
        data: {
          card: cardValue(card),
          totem: nested(deck.totem.includes(first) ? 'the-totem' : 'none'),
          first: cardValue(first.card!),
          where: whereValue(first.line),
          name: card.name,
        },
        line: dc.line,
        related: first.line !== null ? [first.line] : undefined,
        card: { id: card.id, name: card.name },
      });
      continue;
    }
    if (!first) seen.set(key, dc);
  }
  return out;
});
