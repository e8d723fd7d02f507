import { cardLabel } from '../../cards/model.js';
import { basicEnergyType } from '../../derive/special-energy.js';
import { identitySentence } from '../identity-text.js';
import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'type-identity',
  severity: 'error',
  summary: 'a Pokémon or basic Energy outside the identity',
  check(deck, facts) {
    const identity = facts.identity;
    if (!identity) return [];
    const out: ReturnType<Rule['check']> = [];
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
      const kind =
        card.supertype === 'Pokémon' ? `is a ${card.types.join('/')} Pokémon` : `provides ${missing.join('/')} Energy`;
      let hint: string;
      if (missing.includes('Colorless') && identity.retreatCost === 0 && !identity.colorlessTotem)
        hint = 'remove it: a Totem with Retreat Cost 0 allows no Colorless cards';
      else if (identity.extraTypes.length < identity.extraSlots)
        hint = `declare ${missing.join(', ')} as an extra type ("Extra types: ${missing.join(', ')}") or remove the card`;
      else if (identity.extraSlots > 0)
        hint = `remove the card, or give ${missing.join(', ')} the extra slot${identity.extraSlots > 1 ? 's' : ''} now held by ${identity.extraTypes.join(', ')} ("Extra types: …")`;
      else hint = 'remove the card, or choose a Totem whose identity includes it';
      out.push({
        line: dc.line,
        card: { id: card.id, name: card.name },
        message: `${cardLabel(card)} ${kind}, and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not in the identity; ${identitySentence(facts)}. Fix: ${hint}`,
      });
    }
    return out;
  },
};
