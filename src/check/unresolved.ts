import type { Unresolved } from '../model/resolved.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { rule as unknownCard, unknownFinding } from '../rules/unknown-card/index.js';
import { rule as ambiguousCard, ambiguousFinding } from '../rules/ambiguous-card/index.js';
import { rule as totemEligible } from '../rules/totem-eligible/index.js';
import { totemEligibility } from '../derive/eligibility.js';
import { cardValue } from '../model/labels.js';
import type { Card } from '../model/card.js';
import type { GameVariant } from '../model/variant.js';

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

/** Why a card named on the command line can't be a Totem, in the words of the `totem-eligible` rule. */
export function notATotemMessage(
  card: Card,
  locale: Locale = ENGLISH,
  variant: GameVariant = 'standard',
): string | null {
  const verdict = totemEligibility(card, variant);
  if (verdict.eligible) return null;
  const { meta } = totemEligible;
  const id = variant === 'tribute' ? 'not-eligible-tribute' : 'not-eligible';
  return renderMessage(meta.messages, meta.id, id, { card: cardValue(card), reason: verdict.why }, locale);
}
