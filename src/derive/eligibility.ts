import { RULE_BOX_SUBTYPES, isRuledShining, type Card } from '../model/card.js';

/** Why a card can or cannot be a Totem, in words a player understands. */
export function totemEligibility(card: Card): { eligible: boolean; reason: string } {
  if (card.supertype !== 'Pokémon')
    return { eligible: false, reason: `${card.name} is a ${card.supertype} card, not a Pokémon` };
  const boxes = card.subtypes.filter((s) => RULE_BOX_SUBTYPES.has(s));
  if (boxes.length) return { eligible: true, reason: `Rule Box: ${boxes.join(', ')}` };
  if (isRuledShining(card)) return { eligible: true, reason: 'Shining Pokémon with the 1-per-deck rule' };
  const kinds = card.subtypes.filter((s) =>
    ['SP', 'Prime', 'Baby', 'Ultra Beast', 'Ancient', 'Future', 'Restored'].includes(s),
  );
  const extra = kinds.length ? ` (${kinds.join(', ')} is not a Rule Box)` : '';
  return { eligible: false, reason: `${card.name} has no Rule Box${extra}` };
}
