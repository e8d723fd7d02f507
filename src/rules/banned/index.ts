import { cardValue } from '../../model/labels.js';
import { singletonKey } from '../../model/names.js';
import { allCards } from '../../model/resolved.js';
import { nested } from '../../model/message.js';
import { defineRule, type TypedFinding } from '../define.js';

export const rule = defineRule(
  {
    id: 'banned',
    severity: 'error',
    description: 'a card on the banlist (data/banlist.json plus a house banlist from config)',
    messages: {
      banned: '{card} is banned ({source}{reason}); remove it',
      reason: ': {reason}',
      official: 'Totem banlist',
      none: '',
    },
  },
  (deck, _facts, context) => {
    const out: TypedFinding<'banned'>[] = [];
    if (!context.bans.length) return out;
    for (const dc of allCards(deck)) {
      const card = dc.card;
      if (!card) continue;
      const ban = context.bans.find(
        (b) => (b.id && b.id === card.id) || (b.name && singletonKey(b.name) === singletonKey(card.name)),
      );
      if (!ban) continue;
      out.push({
        messageId: 'banned',
        data: {
          card: cardValue(card),
          source: ban.source === 'Totem banlist' ? nested('official') : ban.source,
          reason: ban.reason ? nested('reason', { reason: ban.reason }) : nested('none'),
        },
        line: dc.line,
        card: { id: card.id, name: card.name },
      });
    }
    return out;
  },
);
