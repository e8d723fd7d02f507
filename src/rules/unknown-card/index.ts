import { list, nested } from '../../model/message.js';
import type { Unresolved } from '../../model/resolved.js';
import { defineRule } from '../define.js';

const messages = {
  'no-such-id': '{line}: no card has the id "{id}"; {fix}',
  'not-a-set-code': '{line}: "{code}" is not a set code the card data knows; {fix}',
  'no-such-number': '{line}: {code} has no card number {number}; {fix}',
  'name-mismatch': '{line}: the line says "{written}", but {printing} is {found}; {fix}',
  'no-such-name': '{line}: no card is named "{name}"; {fix}',
  'no-card-named': '{line}: the line names no card; {fix}',
  'unread-script':
    '{line}: the card data has no card names in {language}; the set code and number ("{name} CRZ 60"), or the English or Spanish name, will be read',
  'did-you-mean': 'did you mean {suggestions}?',
  quoted: '"{value}"',
  'check-spelling': 'check the spelling, set code and number',
  unverified:
    'it could not be verified: the Pokémon TCG API failed and the local card packs do not have it; run again when the API answers',
  'newer-set':
    '{set} is newer than this card data (to {newest}): connect once, run `totem cards sync`, or update totem',
  'announced-set': '{name} ({code}), released {releaseDate},',
  'set-code': 'set {code}',
  'no-more-suggestions':
    'check the spelling, set code and number (no suggestions after the first {limit} unknown cards of a deck)',
};

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
export const UNKNOWN_CARD_MESSAGES = messages;

export const rule = defineRule(
  {
    id: 'unknown-card',
    title: 'Every line names a real card',
    severity: 'error',
    description: 'a line that resolves to no card (with suggestions)',
    messages,
  },
  // A line that could not be verified is no problem of the deck: the report lists it apart (`unverified`).
  (deck) =>
    deck.unresolved.flatMap((dc) => {
      const u = dc.unresolved!;
      return u.status === 'unknown' && !u.unverified
        ? [unknownFinding(dc.entry.text || dc.entry.name, u, dc.line)]
        : [];
    }),
);
