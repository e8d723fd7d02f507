import type { Card } from './card.js';
import { byCardNumber, byText, groupBy } from './compare.js';
import { nameValue, printingLabel } from './labels.js';
import { nested, type MessageValue } from './message.js';

// Printings of one name grouped into versions: same fingerprint = same card (reprints, alternate arts).

/** Newest first: release date, then set id, then number. */
export function byRecency(a: Card, b: Card): number {
  return byText(b.releaseDate, a.releaseDate) || byText(b.setId, a.setId) || byCardNumber(a.number, b.number);
}

export function groupByFingerprint(cards: Card[]): Card[][] {
  return [...groupBy([...cards].sort(byRecency), (card) => card.fingerprint).values()];
}

/** "Pikachu 70 HP (TEF 51); … and 68 more" as a message value, for the report's language. */
export function versionsValue(versions: Card[][], limit = 6): MessageValue {
  const shown = versions.slice(0, limit).map((group) => {
    const card = group[0]!;
    return nested(card.hp ? 'version-hp' : 'version', {
      card: nameValue(card.name, card.names),
      hp: card.hp ?? '',
      printings: group.slice(0, 4).map(printingLabel).join(', '),
      more: group.length > 4 ? ` +${group.length - 4}` : '',
    });
  });
  let value = versions.length > limit ? nested('versions-more', { count: versions.length - limit }) : shown.pop()!;
  for (const item of shown.reverse()) value = nested('versions-then', { first: item, rest: value });
  return value;
}
