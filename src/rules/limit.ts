import type { Card } from '../model/card.js';
import { whereValue } from '../model/common-messages.js';
import { cardValue } from '../model/labels.js';
import { nested } from '../model/message.js';
import { singletonKey } from '../model/names.js';
import { allCards, type DeckCard } from '../model/resolved.js';
import type { Rule } from '../model/rule.js';
import { defineRule, type RuleWords, type TypedFinding } from './define.js';

/**
 * "At most one X per deck, Totem included": ACE SPEC, Radiant, ★, ◇-per-name. A line the singleton or
 * identical-pokemon rule reports as an error is theirs (`follows`). Where a house rule makes that a warning or
 * turns it off, the limit reports the line itself.
 */
export function limitRule(
  id: string,
  words: RuleWords<LimitMessages>,
  groupOf: (card: Card) => string | null,
): LimitRule {
  const rule = defineRule(
    // Two copies of one card, or a card and its reprint, break the limit because they are one card twice.
    { id, severity: 'error', follows: ['singleton', 'identical-pokemon'], words },
    (deck) => {
      const out: TypedFinding<'over-limit'>[] = [];
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
          out.push({
            messageId: 'over-limit',
            data: {
              card: cardValue(dc.card),
              first: cardValue(holder.card!),
              where: whereValue(holder.line),
              totem: nested(deck.totem.includes(holder) ? 'your-totem' : 'none'),
            },
            line: dc.line,
            related: holder.line !== null && holder !== dc ? [holder.line] : undefined,
            card: { id: dc.card.id, name: dc.card.name },
          });
        }
      }
      return out;
    },
  );
  return Object.assign(rule, { groupOf });
}

/**
 * A limit rule, with the group it limits a card in (null: not limited): `cards find --fits` asks it which cards
 * share a limit with the Totem, whose verdict then can't be shared with other cards (commands/fit-verdict.ts).
 */
export type LimitRule = Rule & { groupOf: (card: Card) => string | null };

export const byName = (card: Card): string => singletonKey(card.name);

type LimitMessages = Record<'over-limit' | 'your-totem' | 'none', string>;
type Both = { en: string; es: string };

/** A limit rule's words (its `words.ts`) from its title, description and limit ("a deck may hold only 1 …"). */
export const limitWords = (words: { title: Both; description: Both; limit: Both }): RuleWords<LimitMessages> => ({
  ...words,
  en: {
    'over-limit': `{card}: ${words.limit.en}, Totem included, and it already has {first} ({where}{totem}); remove one`,
    'your-totem': ', your Totem',
    none: '',
  },
  es: {
    'over-limit': `{card}: ${words.limit.es}, Tótem incluido, y ya tiene {first} ({where}{totem}); quita una`,
    'your-totem': ', tu Tótem',
    none: '',
  },
});
