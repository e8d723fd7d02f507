import type { DeckFacts } from '../check/facts.js';
import { describeIdentity } from '../derive/identity.js';

/** "your identity is Colorless (Retreat Cost 2), Darkness (Totem type), … and 1 free extra slot". */
export function identitySentence(facts: DeckFacts): string {
  const identity = facts.identity!;
  const zeroRetreat = identity.retreatCost === 0 && !identity.colorlessTotem ? ' (Retreat Cost 0: no Colorless)' : '';
  const slots = identity.extraSlots === 0 ? ' and no extra slots' : '';
  return `the Totem allows ${describeIdentity(identity)}${slots}${zeroRetreat}`;
}
