import type { MessageData, MessageTable } from './message.js';
import { ENGLISH, renderMessage, type Locale } from './render-message.js';

/** Every word of `totem pod`, `totem diff` and `totem sheet` (scope `pod`): their errors, headings and rows. */
export const POD_MESSAGES: MessageTable = {
  // errors (exit 2)
  'too-many': 'a pod table holds at most {max} decks, not {count}; split the table',
  unreadable: '{file}: not a deck ({why}); the pod table needs every deck read',
  'diff-unreadable': '{file}: not a deck ({why}); diff compares two decklists',
  'sheet-unreadable': '{file}: not a deck ({why}); sheet lays out one decklist',
  // pod
  title: {
    one: 'Pod table: {count} deck · {valid} valid · {invalid} invalid',
    other: 'Pod table: {count} decks · {valid} valid · {invalid} invalid',
  },
  'no-score': 'facts of each list and exact odds of the plain model; no power score',
  valid: 'valid',
  invalid: { one: 'invalid ({count} error)', other: 'invalid ({count} errors)' },
  'label-totem': 'Totem',
  'label-cost': 'Invocation',
  'label-identity': 'Identity',
  'label-cards': 'Cards',
  'label-limits': 'Limits',
  'label-energy': 'Energy',
  'label-odds': 'Odds',
  'label-watch': 'Watch',
  'no-totem': 'no Totem',
  'not-a-totem': "can't be a Totem",
  'cost-line': 'cost {now} · after 1 Knock Out {after} · Prize cards {prizes}',
  'cost-unknown': 'no Invocation Cost',
  'extra-types': 'extra: {types}',
  'no-extra': 'no extra type',
  'cards-line': 'Pokémon {pokemon} · Trainer {trainer} · Energy {energy} · {total} in all',
  'limits-line': 'Rule Box {ruleBox} · ACE SPEC {aceSpec} · Radiant {radiant} · ◇ {prismStar} · ★ {star}',
  'energy-line': '{basic} basic · {special} Special',
  'odds-line': 'a Basic in the opening hand {basic} · invoked by turn 4 {turn4}',
  'no-odds': 'none',
  'watch-hit': '{card}: {reason}{where}',
  'watch-line': ' (line {line})',
  none: '',
  'watch-none': 'nothing on the watch list',
  // diff
  'diff-title': '{a} → {b}',
  'diff-same': 'the two lists hold the same cards',
  'diff-added': 'added',
  'diff-removed': 'removed',
  'diff-changed': 'changed',
  'diff-count': '{from} → {to}',
  'diff-totem': 'Totem: {from} → {to}',
  'diff-identity': 'Identity: {from} → {to}',
  'diff-verdict': 'Verdict of {file}: {verdict}',
  'diff-summary': '{added} added, {removed} removed, {changed} changed',
  // sheet
  'sheet-title': 'Deck sheet',
  'sheet-identity': 'Identity',
  'sheet-cost': 'Invocation Cost',
  'sheet-after-ko': 'after 1 Knock Out',
  'sheet-prizes': 'Prize cards',
  'sheet-verdict': 'Verdict',
  'sheet-data': 'Card data of {date}',
  'sheet-share': 'Open this list on {site}',
  'sheet-pokemon': 'Pokémon',
  'sheet-trainer': 'Trainer',
  'sheet-energy': 'Energy',
  'sheet-unknown': 'Not found',
  'sheet-no-link': 'the list is too long for a share link',
  'sheet-qr-too-long': 'the share link is too long for a QR code: it is printed below the list',
};

/** The pod, diff and sheet formatters' words in the output's language. */
export function podText(locale: Locale = ENGLISH) {
  return (id: string, data: MessageData = {}): string => renderMessage(POD_MESSAGES, 'pod', id, data, locale);
}
