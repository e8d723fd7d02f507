import { versionsValue } from '../../model/versions.js';
import type { Unresolved } from '../../model/resolved.js';
import { defineRule } from '../define.js';

const messages = {
  versions: '"{name}" has {count} different versions; add set code and number: {versions}',
  'printing-names-several': '{code} {number} names {count} cards; add the name: {versions}',
};

/** The finding for a line (or a command-line CARD) that names several different cards. */
export function ambiguousFinding(label: string, u: Extract<Unresolved, { status: 'ambiguous' }>, line: number | null) {
  return {
    messageId: u.reason,
    data: { ...u.data, versions: versionsValue(u.versions) },
    line,
    card: { name: label },
  };
}

export const rule = defineRule(
  {
    id: 'ambiguous-card',
    title: 'Say which card you mean',
    severity: 'error',
    description: 'a name-only line matching mechanically different Pokémon',
    messages,
  },
  (deck) =>
    deck.unresolved.flatMap((dc) => {
      const u = dc.unresolved!;
      return u.status === 'ambiguous' ? [ambiguousFinding(dc.entry.text || dc.entry.name, u, dc.line)] : [];
    }),
);
