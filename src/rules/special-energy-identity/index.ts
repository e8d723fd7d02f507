import { cardLabel } from '../../cards/model.js';
import { identitySentence } from '../identity-text.js';
import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'special-energy-identity',
  severity: 'error',
  summary: 'a Special Energy whose classification is outside the identity',
  check(deck, facts) {
    const identity = facts.identity;
    const out: ReturnType<Rule['check']> = [];
    for (const dc of deck.cards) {
      const card = dc.card;
      if (!card || card.energyKind !== 'special') continue;
      const cls = facts.energy.get(card.id);
      if (!cls) continue;
      if (cls.kind === 'unknown') {
        out.push({
          line: dc.line,
          card: { id: card.id, name: card.name },
          severity: 'warning',
          message: `${cardLabel(card)}: could not tell which types this Special Energy provides (${cls.reason}); add it to data/special-energy.json`,
        });
        continue;
      }
      if (!identity) continue;
      if (cls.kind === 'colorless') {
        if (identity.types.includes('Colorless')) continue;
        out.push({
          line: dc.line,
          card: { id: card.id, name: card.name },
          message: `${cardLabel(card)} is a Special Colorless Energy (${cls.reason}) and Colorless is not in the identity; ${identitySentence(facts)}. Fix: remove it`,
        });
        continue;
      }
      const missing = cls.types.filter((t) => !identity.types.includes(t));
      if (!missing.length) continue;
      out.push({
        line: dc.line,
        card: { id: card.id, name: card.name },
        message: `${cardLabel(card)} counts as ${cls.types.join(' + ')} (${cls.reason}), missing ${missing.join(', ')}; ${identitySentence(facts)}. Fix: remove it`,
      });
    }
    return out;
  },
};
