import { cardValue } from '../../model/labels.js';
import { energyTypes, list, nested, types, type MessageValue } from '../../model/message.js';
import type { DeckFacts } from '../../model/facts.js';
import { sourceValue } from '../../model/common-messages.js';
import { defineRule, type TypedFinding } from '../define.js';
import { words } from './words.js';

/** "the Totem allows Colorless (Retreat Cost 2), Darkness (Totem type), … and 1 free extra slot". */
function identityValue(facts: DeckFacts): MessageValue {
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

export const rule = defineRule({ id: 'special-energy-identity', severity: 'error', words }, (deck, facts) => {
  const identity = facts.identity;
  const out: TypedFinding<keyof typeof words.en>[] = [];
  for (const dc of deck.cards) {
    const card = dc.card;
    if (!card || card.energyKind !== 'special') continue;
    const cls = facts.energy.get(card.id);
    if (!cls) continue;
    const base = { line: dc.line, card: { id: card.id, name: card.name } };
    if (cls.kind === 'unknown') {
      out.push({
        ...base,
        messageId: 'unknown',
        severity: 'warning',
        data: { card: cardValue(card), reason: cls.why },
      });
      continue;
    }
    if (!identity) continue;
    if (cls.kind === 'colorless') {
      if (identity.types.includes('Colorless')) continue;
      out.push({
        ...base,
        messageId: 'colorless',
        data: { card: cardValue(card), reason: cls.why, identity: identityValue(facts) },
      });
      continue;
    }
    const missing = cls.types.filter((t) => !identity.types.includes(t));
    if (!missing.length) continue;
    out.push({
      ...base,
      messageId: 'typed',
      data: {
        card: cardValue(card),
        // An Energy "counts as Psychic": in Spanish the type agrees with "Energía" ("cuenta como Psíquica").
        cardTypes: energyTypes(cls.types),
        reason: cls.why,
        missing: types(missing),
        identity: identityValue(facts),
      },
    });
  }
  return out;
});
