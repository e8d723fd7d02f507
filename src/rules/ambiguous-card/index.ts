import { versionsValue } from '../../model/versions.js';
import { allCards, type Unresolved } from '../../model/resolved.js';
import type { Card } from '../../model/card.js';
import { defineRule } from '../define.js';
import { words } from './words.js';

/**
 * The finding for a line (or a command-line CARD) that names several different cards. With the list's era (the
 * median release date of its resolved lines), the versions printed nearest it come first, then newest first: an old
 * list's candidates are the ones shown.
 */
export function ambiguousFinding(
  label: string,
  u: Extract<Unresolved, { status: 'ambiguous' }>,
  line: number | null,
  era: number | null = null,
) {
  const distance = (group: Card[]): number =>
    era === null ? 0 : Math.min(...group.map((c) => Math.abs(Date.parse(c.releaseDate) - era)));
  const versions = u.versions.map((group, i) => ({ group, i, d: distance(group) }));
  versions.sort((a, b) => a.d - b.d || a.i - b.i);
  return {
    messageId: u.reason,
    data: { ...u.data, versions: versionsValue(versions.map((v) => v.group)) },
    line,
    card: { name: label },
  };
}

export const rule = defineRule({ id: 'ambiguous-card', severity: 'error', words }, (deck) => {
  // Basic Energy resolves to its newest printing whatever the list's age: it does not date a list.
  const dates = allCards(deck)
    .flatMap((dc) => (dc.card && dc.card.energyKind !== 'basic' ? [Date.parse(dc.card.releaseDate)] : []))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const era = dates.length ? dates[Math.floor(dates.length / 2)]! : null;
  return deck.unresolved.flatMap((dc) => {
    const u = dc.unresolved!;
    return u.status === 'ambiguous' ? [ambiguousFinding(dc.entry.text || dc.entry.name, u, dc.line, era)] : [];
  });
});
