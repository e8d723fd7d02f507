import { cardValue } from '../../model/labels.js';
import { singletonKey } from '../../model/names.js';
import { allCards } from '../../model/resolved.js';
import { nested } from '../../model/message.js';
import type { BanEntry } from '../../model/rule.js';
import { defineRule, type TypedFinding } from '../define.js';
import { words } from './words.js';

const indexes = new WeakMap<readonly BanEntry[], Map<string, number>>();

/**
 * Each ban's place in the list by card id (`id\0…`) and by singleton name (`name\0…`), built once per list (a house
 * config passes the same list for every deck): matching is a lookup per card, not a scan of every ban. The first ban
 * in the list wins, as it would in a scan.
 */
function indexOf(bans: readonly BanEntry[]): Map<string, number> {
  let index = indexes.get(bans);
  if (!index) {
    index = new Map();
    for (const [order, ban] of bans.entries()) {
      const key = ban.name ? singletonKey(ban.name) : '';
      for (const at of [ban.id && `id\0${ban.id}`, key && `name\0${key}`])
        if (at && !index.has(at)) index.set(at, order);
    }
    indexes.set(bans, index);
  }
  return index;
}

export const rule = defineRule({ id: 'banned', severity: 'error', words }, (deck, _facts, context) => {
  const out: TypedFinding<'banned'>[] = [];
  if (!context.bans.length) return out;
  const index = indexOf(context.bans);
  const at = (key: string) => index.get(key) ?? Infinity;
  for (const dc of allCards(deck)) {
    const card = dc.card;
    if (!card) continue;
    // The first ban in the list that names the card, by its id or by its name.
    const first = Math.min(at(`id\0${card.id}`), at(`name\0${singletonKey(card.name)}`));
    if (first === Infinity) continue;
    const ban = context.bans[first]!;
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
});
