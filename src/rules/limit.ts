import { cardLabel, type Card } from '../cards/model.js';
import { singletonKey } from '../cards/names.js';
import { allCards, whereIs, type DeckCard } from '../check/deck.js';
import type { Rule } from './types.js';

/**
 * "At most one X per deck, Totem included": ACE SPEC, Radiant, ★, ◇-per-name. `groupOf` returns the group a
 * card is limited in, or null when the limit doesn't apply to it.
 */
export function limitRule(id: string, summary: string, what: string, groupOf: (card: Card) => string | null): Rule {
  return {
    id,
    severity: 'error',
    summary,
    check(deck) {
      const out: ReturnType<Rule['check']> = [];
      const first = new Map<string, DeckCard>();
      for (const dc of allCards(deck)) {
        if (!dc.card) continue;
        const group = groupOf(dc.card);
        if (group === null) continue;
        for (let i = 0; i < dc.copies; i++) {
          const holder = first.get(group);
          if (!holder) {
            first.set(group, dc);
            continue;
          }
          const totem = deck.totem.includes(holder) ? ', your Totem' : '';
          out.push({
            line: dc.line,
            related: holder.line !== null && holder !== dc ? [holder.line] : undefined,
            card: { id: dc.card.id, name: dc.card.name },
            message: `${cardLabel(dc.card)}: a deck may hold only 1 ${what}, Totem included, and it already has ${cardLabel(holder.card!)} (${whereIs(holder.line)}${totem}); remove one`,
          });
        }
      }
      return out;
    },
  };
}

export const byName = (card: Card): string => singletonKey(card.name);
