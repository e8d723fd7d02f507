import { cardLabel } from '../../cards/model.js';
import { singletonKey } from '../../cards/names.js';
import { allCards } from '../../check/deck.js';
import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'banned',
  severity: 'error',
  summary: 'a card on the banlist (data/banlist.json plus a house banlist from config)',
  check(deck, _facts, context) {
    const out: ReturnType<Rule['check']> = [];
    if (!context.bans.length) return out;
    for (const dc of allCards(deck)) {
      const card = dc.card;
      if (!card) continue;
      const ban = context.bans.find(
        (b) => (b.id && b.id === card.id) || (b.name && singletonKey(b.name) === singletonKey(card.name)),
      );
      if (!ban) continue;
      out.push({
        line: dc.line,
        card: { id: card.id, name: card.name },
        message: `${cardLabel(card)} is banned (${ban.source}${ban.reason ? `: ${ban.reason}` : ''}); remove it`,
      });
    }
    return out;
  },
};
