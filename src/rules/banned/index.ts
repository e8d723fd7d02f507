import { cardValue } from '../../model/labels.js';
import { singletonKey } from '../../model/names.js';
import { allCards } from '../../model/resolved.js';
import { nested } from '../../model/message.js';
import type { BanEntry } from '../../model/rule.js';
import { defineRule, type TypedFinding } from '../define.js';
import { words } from './words.js';

interface BanIndex {
  byId: Map<string, { ban: BanEntry; order: number }>;
  byName: Map<string, { ban: BanEntry; order: number }>;
}

const indexes = new WeakMap<readonly BanEntry[], BanIndex>();

/**
 * The bans by card id and by singleton name, built once per list (a house config passes the same list for
 * every deck): matching is a lookup per card, not a scan of every ban. The first ban in the list wins, as it
 * would in a scan.
 */
function indexOf(bans: readonly BanEntry[]): BanIndex {
  let index = indexes.get(bans);
  if (!index) {
    index = { byId: new Map(), byName: new Map() };
    bans.forEach((ban, order) => {
      if (ban.id && !index!.byId.has(ban.id)) index!.byId.set(ban.id, { ban, order });
      const key = ban.name ? singletonKey(ban.name) : '';
      if (key && !index!.byName.has(key)) index!.byName.set(key, { ban, order });
    });
    indexes.set(bans, index);
  }
  return index;
}

export const rule = defineRule({ id: 'banned', severity: 'error', words }, (deck, _facts, context) => {
  const out: TypedFinding<'banned'>[] = [];
  if (!context.bans.length) return out;
  const index = indexOf(context.bans);
  for (const dc of allCards(deck)) {
    const card = dc.card;
    if (!card) continue;
    const byId = index.byId.get(card.id);
    const byName = index.byName.get(singletonKey(card.name));
    const ban = (byId && byName ? (byId.order < byName.order ? byId : byName) : (byId ?? byName))?.ban;
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
});
