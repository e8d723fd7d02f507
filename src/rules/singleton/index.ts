import { cardLabel } from '../../cards/model.js';
import { singletonKey } from '../../cards/names.js';
import { allCards, whereIs, type DeckCard } from '../../check/deck.js';
import type { Rule } from '../types.js';

/** Expand entries into one slot per copy, keeping lines, so the 2nd, 3rd … copy can each be named. */
function copies(list: DeckCard[]): DeckCard[] {
  return list.flatMap((dc) => Array.from({ length: dc.copies }, () => dc));
}

export const rule: Rule = {
  id: 'singleton',
  severity: 'error',
  summary:
    'two copies of one card (the Totem counts); Trainers and Special Energy by singleton name; basic Energy exempt',
  check(deck) {
    const out: ReturnType<Rule['check']> = [];
    const seenId = new Map<string, DeckCard>();
    const seenName = new Map<string, DeckCard>();
    for (const dc of copies(allCards(deck))) {
      const card = dc.card;
      if (!card || card.energyKind === 'basic') continue;
      const totemNote = deck.totem.includes(dc) ? ' (the Totem)' : '';
      const firstById = seenId.get(card.id);
      if (firstById) {
        const where =
          firstById === dc
            ? `${whereIs(dc.line)} has ${dc.copies} copies`
            : `it is also on ${whereIs(firstById.line)}${deck.totem.includes(firstById) ? ' as the Totem' : ''}`;
        out.push({
          line: dc.line,
          related: firstById.line !== null && firstById !== dc ? [firstById.line] : undefined,
          card: { id: card.id, name: card.name },
          message: `${cardLabel(card)}${totemNote}: only one copy of each card is allowed and ${where}; remove the extra copy`,
        });
        continue;
      }
      seenId.set(card.id, dc);
      if (card.supertype === 'Pokémon') continue;
      const key = singletonKey(card.name);
      const firstByName = seenName.get(key);
      if (firstByName) {
        out.push({
          line: dc.line,
          related: firstByName.line !== null ? [firstByName.line] : undefined,
          card: { id: card.id, name: card.name },
          message: `${cardLabel(card)} and ${cardLabel(firstByName.card!)} (${whereIs(firstByName.line)}) share the name "${card.singletonName}"; Trainers and Special Energy are limited to one card per name — remove one`,
        });
        continue;
      }
      seenName.set(key, dc);
    }
    return out;
  },
};
