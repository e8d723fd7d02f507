import type { Card } from '../cards/model.js';

/** Subtypes that carry a Rule Box (SPEC §4.1). Case matters: `EX` and `ex` are different families. */
export const RULE_BOX_SUBTYPES: ReadonlySet<string> = new Set([
  'EX',
  'ex',
  'GX',
  'TAG TEAM',
  'V',
  'VMAX',
  'VSTAR',
  'V-UNION',
  'BREAK',
  'Level-Up',
  'Star',
  'Radiant',
  'Prism Star',
  'LEGEND',
  'MEGA',
]);

/** Neo-era Shining Pokémon print "You can't have more than 1 Shining … in your deck": that rule is their Rule Box. */
export function isRuledShining(card: Card): boolean {
  return (
    card.name.startsWith('Shining ') &&
    card.rules.some((r) => /can't have more than 1 shining/i.test(r.replace(/’/g, "'")))
  );
}

export function hasRuleBox(card: Card): boolean {
  return card.supertype === 'Pokémon' && (card.subtypes.some((s) => RULE_BOX_SUBTYPES.has(s)) || isRuledShining(card));
}

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
