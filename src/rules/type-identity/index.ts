import { cardValue } from '../../model/labels.js';
import { energyTypes, nested, types, type MessageValue } from '../../model/message.js';
import { basicEnergyType } from '../../model/names.js';
import { defineRule, type TypedFinding } from '../define.js';

export const rule = defineRule(
  {
    id: 'type-identity',
    title: 'Pokémon and Energy in the Totem’s type identity',
    severity: 'error',
    description: 'a Pokémon or basic Energy outside the identity',
    // The report's header shows the whole identity and where each type comes from; a problem names the card's
    // types that don't fit and the fix, and does not list the identity again.
    messages: {
      'pokemon-outside': {
        one: "{card} is a {cardTypes} Pokémon, and {missing} is not in the Totem's type identity. Fix: {fix}",
        other: "{card} is a {cardTypes} Pokémon, and {missing} are not in the Totem's type identity. Fix: {fix}",
      },
      'energy-outside': {
        one: "{card} provides {missingEnergy} Energy, and {missing} is not in the Totem's type identity. Fix: {fix}",
        other: "{card} provides {missingEnergy} Energy, and {missing} are not in the Totem's type identity. Fix: {fix}",
      },
      'fix-zero-retreat': 'remove it (a Totem with Retreat Cost 0 allows no Colorless cards)',
      'fix-declare': 'declare {missing} as an extra type ("Extra types: {missing}") or remove the card',
      'fix-swap': {
        one: 'remove the card, or give {missing} the extra slot now held by {held} ("Extra types: …")',
        other: 'remove the card, or give {missing} the extra slots now held by {held} ("Extra types: …")',
      },
      'fix-remove':
        'remove the card (the Totem has no extra slots), or choose a Totem whose type identity includes {missing}',
    },
  },
  (deck, facts) => {
    const identity = facts.identity;
    if (!identity) return [];
    const out: TypedFinding<'pokemon-outside' | 'energy-outside'>[] = [];
    for (const dc of deck.cards) {
      const card = dc.card;
      if (!card) continue;
      let needed: string[];
      if (card.supertype === 'Pokémon') needed = card.types;
      else if (card.energyKind === 'basic') {
        const t = basicEnergyType(card);
        needed = t ? [t] : [];
      } else continue;
      const missing = needed.filter((t) => !identity.types.includes(t as never));
      if (!missing.length) continue;
      const m = types(missing);
      let fix: MessageValue;
      if (missing.includes('Colorless') && identity.retreatCost === 0 && !identity.colorlessTotem)
        fix = nested('fix-zero-retreat');
      else if (identity.extraTypes.length < identity.extraSlots) fix = nested('fix-declare', { missing: m });
      else if (identity.extraSlots > 0)
        fix = nested('fix-swap', { missing: m, held: types(identity.extraTypes), count: identity.extraSlots });
      else fix = nested('fix-remove', { missing: m });
      out.push({
        messageId: card.supertype === 'Pokémon' ? ('pokemon-outside' as const) : ('energy-outside' as const),
        data: {
          card: cardValue(card),
          cardTypes: types(card.types),
          missing: m,
          missingEnergy: energyTypes(missing),
          count: missing.length,
          fix,
        },
        line: dc.line,
        card: { id: card.id, name: card.name },
      });
    }
    return out;
  },
);
