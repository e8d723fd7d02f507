import type { Unresolved } from '../model/resolved.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { rule as unknownCard, unknownFinding } from '../rules/unknown-card/index.js';
import { rule as ambiguousCard, ambiguousFinding } from '../rules/ambiguous-card/index.js';

/**
 * Why a card named on the command line (`cost CARD`, `identity CARD`) found no card, in the words of the
 * `unknown-card` / `ambiguous-card` rules that say the same of a decklist line.
 */
export function describeUnresolved(text: string, unresolved: Unresolved, locale: Locale = ENGLISH): string {
  const { meta } = unresolved.status === 'unknown' ? unknownCard : ambiguousCard;
  const finding =
    unresolved.status === 'unknown' ? unknownFinding(text, unresolved, null) : ambiguousFinding(text, unresolved, null);
  return renderMessage(meta.messages, meta.id, finding.messageId, finding.data, locale);
}
