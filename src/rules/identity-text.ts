import type { DeckFacts } from '../model/facts.js';
import { sourceValue } from '../model/common-messages.js';
import { list, nested, type MessageTable, type MessageValue } from '../model/message.js';

/** The clause every identity rule ends with; a rule spreads these into its own message table. */
export const IDENTITY_MESSAGES: MessageTable = {
  'identity-allows': 'the Totem allows {sources}{zeroRetreat}',
  'no-slots': 'no extra slots',
  'zero-retreat': ' (Retreat Cost 0: no Colorless)',
  none: '',
};

/** "the Totem allows Colorless (Retreat Cost 2), Darkness (Totem type), … and 1 free extra slot". */
export function identityValue(facts: DeckFacts): MessageValue {
  const identity = facts.identity!;
  const parts: MessageValue[] = identity.sources.map(sourceValue);
  const free = identity.extraSlots - identity.extraTypes.length;
  if (free > 0) parts.push(nested('free-slots', { count: free }));
  if (identity.extraSlots === 0) parts.push(nested('no-slots'));
  return nested('identity-allows', {
    sources: list(parts),
    zeroRetreat: nested(identity.retreatCost === 0 && !identity.colorlessTotem ? 'zero-retreat' : 'none'),
  });
}
