import { cardLabel } from '../../cards/model.js';
import { allCards, whereIs, type DeckCard } from '../../check/deck.js';
import { sameCardKey } from '../../derive/multicard.js';
import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'identical-pokemon',
  severity: 'error',
  summary: 'two Pokémon with the same mechanical fingerprint (e.g. a card and its reprint)',
  check(deck) {
    const out: ReturnType<Rule['check']> = [];
    const seen = new Map<string, DeckCard>();
    for (const dc of allCards(deck)) {
      const card = dc.card;
      if (!card || card.supertype !== 'Pokémon') continue;
      const key = sameCardKey(card);
      const first = seen.get(key);
      // The same printing twice is the singleton rule's finding; this rule names different printings.
      if (first && first.card!.id !== card.id) {
        const totem = deck.totem.includes(first) ? ' the Totem' : '';
        out.push({
          line: dc.line,
          related: first.line !== null ? [first.line] : undefined,
          card: { id: card.id, name: card.name },
          message: `${cardLabel(card)} is the same card as${totem} ${cardLabel(first.card!)} (${whereIs(first.line)}): same HP, attacks, abilities, Weakness, Resistance and Retreat Cost. Two identical Pokémon are never allowed; keep one, or use a mechanically different ${card.name}`,
        });
        continue;
      }
      if (!first) seen.set(key, dc);
    }
    return out;
  },
};
