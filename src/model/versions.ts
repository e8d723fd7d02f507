import type { Card } from './card.js';
import { byCardNumber, byText } from './compare.js';
import { printingLabel } from './labels.js';

// Printings of one name grouped into versions: same fingerprint = same card (reprints, alternate arts).

/** Newest first: release date, then set id, then number. */
export function byRecency(a: Card, b: Card): number {
  return byText(b.releaseDate, a.releaseDate) || byText(b.setId, a.setId) || byCardNumber(a.number, b.number);
}

export function groupByFingerprint(cards: Card[]): Card[][] {
  const groups = new Map<string, Card[]>();
  for (const card of [...cards].sort(byRecency)) {
    const list = groups.get(card.fingerprint);
    if (list) list.push(card);
    else groups.set(card.fingerprint, [card]);
  }
  return [...groups.values()];
}

export function describeVersions(versions: Card[][], limit = 6): string {
  const shown = versions.slice(0, limit).map((group) => {
    const printings = group.slice(0, 4).map(printingLabel).join(', ');
    const more = group.length > 4 ? ` +${group.length - 4}` : '';
    const hp = group[0]!.hp ? ` ${group[0]!.hp} HP` : '';
    return `${group[0]!.name}${hp} (${printings}${more})`;
  });
  const rest = versions.length > limit ? `; and ${versions.length - limit} more` : '';
  return shown.join('; ') + rest;
}
