import { RULE_BOX_SUBTYPES, isRuledShining, type Card } from '../model/card.js';
import type { MessageValue } from '../model/message.js';
import { because } from '../model/reasons.js';

/** Why a card can or cannot be a Totem, in words a player understands (`why` in any language). */
export function totemEligibility(card: Card): { eligible: boolean; reason: string; why: MessageValue } {
  if (card.supertype !== 'Pokémon')
    return {
      eligible: false,
      ...because('elig-not-pokemon', {
        name: card.name,
        supertype: { kind: 'message', id: `a-supertype-${card.supertype}`, data: {} },
      }),
    };
  const boxes = card.subtypes.filter((s) => RULE_BOX_SUBTYPES.has(s));
  if (boxes.length) return { eligible: true, ...because('elig-rule-box', { boxes: boxes.join(', ') }) };
  if (isRuledShining(card)) return { eligible: true, ...because('elig-shining') };
  const kinds = card.subtypes.filter((s) =>
    ['SP', 'Prime', 'Baby', 'Ultra Beast', 'Ancient', 'Future', 'Restored'].includes(s),
  );
  return {
    eligible: false,
    ...(kinds.length
      ? because('elig-no-rule-box-kinds', { name: card.name, kinds: kinds.join(', ') })
      : because('elig-no-rule-box', { name: card.name })),
  };
}
