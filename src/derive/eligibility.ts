import { RULE_BOX_SUBTYPES, isRuledShining, type Card } from '../model/card.js';
import { subtypes, type MessageValue } from '../model/message.js';
import { because } from '../model/reasons.js';
import { nameValue } from '../model/labels.js';
import type { GameVariant } from '../model/variant.js';

/**
 * Why a card can or cannot be a Totem, in words a player understands (`why` in any language). In the tribute
 * variant (seed 001) any Pokémon of the kinds its table lists can be one — Basic, Stage 1, Stage 2, Mega EX, LV.X,
 * LEGEND, VMAX, which between them are every Pokémon — so no Rule Box is needed (an interpretation:
 * src/rules/totem-eligible/README.md).
 */
export function totemEligibility(
  card: Card,
  variant: GameVariant = 'standard',
): { eligible: boolean; reason: string; why: MessageValue } {
  const name = nameValue(card.name, card.names);
  if (card.supertype !== 'Pokémon')
    return {
      eligible: false,
      ...because('elig-not-pokemon', {
        name,
        supertype: { kind: 'message', id: `a-supertype-${card.supertype}`, data: {} },
      }),
    };
  if (variant === 'tribute') return { eligible: true, ...because('elig-tribute-pokemon', { name }) };
  const boxes = card.subtypes.filter((s) => RULE_BOX_SUBTYPES.has(s));
  if (boxes.length) return { eligible: true, ...because('elig-rule-box', { boxes: subtypes(boxes, card.supertype) }) };
  if (isRuledShining(card)) return { eligible: true, ...because('elig-shining') };
  const kinds = card.subtypes.filter((s) =>
    ['SP', 'Prime', 'Baby', 'Ultra Beast', 'Ancient', 'Future', 'Restored'].includes(s),
  );
  return {
    eligible: false,
    ...(kinds.length
      ? because('elig-no-rule-box-kinds', { name, kinds: subtypes(kinds, card.supertype) })
      : because('elig-no-rule-box', { name })),
  };
}
