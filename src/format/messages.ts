import type { MessageData, MessageTable } from '../model/message.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';

/** Every word the report formatters write around the messages: the text header, summaries, CI wrappers. */
export const REPORT_MESSAGES: MessageTable = {
  valid: '✔ valid',
  invalid: '✖ invalid',
  errors: { one: '{count} error', other: '{count} errors' },
  warnings: { one: '{count} warning', other: '{count} warnings' },
  'stage-unknown': 'stage unknown',
  stage: '{stage} (stage value {value})',
  'totem-label': 'Totem',
  'identity-label': 'Identity',
  'cards-label': 'Cards',
  'note-label': 'note',
  'cost-line': '{stage} · Retreat {retreat} · Invocation Cost {cost} · {prizes}',
  // The tribute variant (seed 001): the Totem enters by discarding its Tribute Cost; no Invocation Cost is paid.
  'cost-line-tribute': '{stage} · Tribute Cost {cost} · {prizes} · tribute variant',
  'not-a-totem': "can't be a Totem: {reason}",
  prizes: { one: '{count} Prize card', other: '{count} Prize cards' },
  'extra-slots': { one: '{count} extra slot', other: '{count} extra slots' },
  'slots-used': ' ({used} used, {free} free)',
  counts: '{total} = Totem {totem} + deck {deck} (Pokémon {pokemon}, Trainer {trainer}, Energy {energy})',
  'at-line': 'line {line}: ',
  error: 'error',
  warning: 'warning',
  'col-decks': 'decks',
  'col-valid': 'valid',
  'col-invalid': 'invalid',
  'col-errors': 'errors',
  'col-warnings': 'warnings',
  'all-valid': { one: '✔ {count} deck valid', other: '✔ {count} decks valid' },
  'some-invalid': { one: '✖ {invalid} of {count} deck invalid', other: '✖ {invalid} of {count} decks invalid' },
  tally: '({errors}, {warnings})',
  'gh-not-annotated': {
    one: "{count} more problem is not annotated (GitHub's per-step limit); all are listed below",
    other: "{count} more problems are not annotated (GitHub's per-step limit); all are listed below",
  },
  'gh-valid': 'valid  ',
  'gh-invalid': 'INVALID',
  'gh-summary': '{decks}: {valid}, {invalid}, {errors}, {warnings}',
  'n-decks': { one: '{count} deck', other: '{count} decks' },
  'n-valid': '{count} valid',
  'n-invalid': '{count} invalid',
  'junit-errors': { one: '{count} error', other: '{count} errors' },
  'sarif-full': 'Totem Format deck rule {id}: {description}.',
  'candidates-head': {
    one: 'Totem candidate (the list checked with it as its Totem):',
    other: 'Totem candidates (the list checked with each as its Totem, best first):',
  },
  'candidate-valid': '✔ valid',
  'candidate-invalid': { one: '✖ {count} error, first {rule}', other: '✖ {count} errors, first {rule}' },
  'candidate-facts': 'Invocation Cost {cost} · {prizes} · {identity}',
  'candidate-facts-tribute': 'Tribute Cost {cost} · {prizes} · {identity}',
  'candidate-use': 'to use it: --totem "{card}" (or move it to a "Totem: 1" section)',
  'sarif-help': '{description}. See {docs} for the rulebook passage and its interpretation.',
  // Lines that could not be verified (a card API failed, or a set newer than the card data offline): no verdict,
  // counted apart from the errors.
  'not-judged': '? not judged',
  'n-unverified': { one: '{count} line unverified', other: '{count} lines unverified' },
  'unverified-heading': 'unverified (no verdict on these lines: each says why)',
  unverified: 'unverified',
  'some-unverified': {
    one: '? {unverified} of {count} deck not judged ({lines})',
    other: '? {unverified} of {count} decks not judged ({lines})',
  },
  'gh-not-judged': 'NOT JUDGED',
  'gh-summary-unverified': '{decks}: {valid}, {invalid}, {unverified}, {errors}, {warnings}; {lines}',
  'n-not-judged': '{count} not judged',
  'junit-unverified': {
    one: '{count} line could not be verified: not judged',
    other: '{count} lines could not be verified: not judged',
  },
};

/** The formatters' words in the report's language. */
export function reportText(locale: Locale = ENGLISH) {
  return (id: string, data: MessageData = {}): string => renderMessage(REPORT_MESSAGES, 'report', id, data, locale);
}
