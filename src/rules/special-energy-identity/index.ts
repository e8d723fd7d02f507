import { cardValue } from '../../model/labels.js';
import { energyTypes, types } from '../../model/message.js';
import { IDENTITY_MESSAGES, identityValue } from '../identity-text.js';
import { defineRule, type TypedFinding } from '../define.js';

const messages = {
  unknown:
    '{card}: could not tell which types this Special Energy provides ({reason}); add it to data/special-energy.json',
  colorless:
    '{card} is a Special Colorless Energy ({reason}) and Colorless is not in the identity; {identity}. Fix: remove it',
  typed: '{card} counts as {cardTypes} ({reason}), missing {missing}; {identity}. Fix: remove it',
  ...IDENTITY_MESSAGES,
};

export const rule = defineRule(
  {
    id: 'special-energy-identity',
    title: 'Special Energy in the Totem’s type identity',
    severity: 'error',
    description: 'a Special Energy whose classification is outside the identity',
    messages,
  },
  (deck, facts) => {
    const identity = facts.identity;
    const out: TypedFinding<keyof typeof messages>[] = [];
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
  },
);
