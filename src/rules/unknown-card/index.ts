import { list, nested } from '../../model/message.js';
import type { Unresolved } from '../../model/resolved.js';
import { defineRule } from '../define.js';
import { words } from './words.js';

/** The finding for a line (or a command-line CARD) that named no card. */
export function unknownFinding(label: string, u: Extract<Unresolved, { status: 'unknown' }>, line: number | null) {
  const fix = u.unverified
    ? (u.data.newer ?? nested('unverified'))
    : u.suggestions.length
      ? nested('did-you-mean', {
          suggestions: list(
            u.suggestions.map((s) => (typeof s === 'string' ? `"${s}"` : nested('quoted', { value: s }))),
            'or',
          ),
        })
      : u.suggestionLimit
        ? nested('no-more-suggestions', { limit: u.suggestionLimit })
        : nested('check-spelling');
  return { messageId: u.reason, data: { ...u.data, line: label, fix }, line, card: { name: label } };
}

/** The words of an unverified line (the report's `unverified`), from this rule's table. */
export const UNKNOWN_CARD_MESSAGES = words.en;

export const rule = defineRule(
  { id: 'unknown-card', severity: 'error', words },
  // A line that could not be verified is no problem of the deck: the report lists it apart (`unverified`).
  (deck) =>
    deck.unresolved.flatMap((dc) => {
      const u = dc.unresolved!;
      return u.status === 'unknown' && !u.unverified
        ? [unknownFinding(dc.entry.text || dc.entry.name, u, dc.line)]
        : [];
    }),
);
