import { cardValue } from '../../model/labels.js';
import { energyTypes, nested, types, type MessageValue } from '../../model/message.js';
import { basicEnergyType } from '../../model/names.js';
import { defineRule, type TypedFinding } from '../define.js';
import { lineRepair } from '../repairs.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'type-identity', severity: 'error', words }, (deck, facts) => {
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
      suggestions: lineRepair(deck.parsed, dc, 'remove-card', 'remove-card'),
    });
  }
  return out;
});
