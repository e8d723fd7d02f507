import { BASIC_ENERGY_TYPES } from '../../model/card.js';
import { copiesOf, type DeckCard, type ResolvedDeck } from '../../model/resolved.js';
import type { DeckFacts } from '../../model/facts.js';
import type { FoundRepair } from '../../model/repair.js';
import { basicEnergyType } from '../../model/names.js';
import { nested, types } from '../../model/message.js';
import { defineRule } from '../define.js';
import { countEdits, offer } from '../repairs.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'deck-size', severity: 'error', words }, (deck, facts) => {
  const totemSize = facts.totem?.size ?? 1;
  const expected = 100 - totemSize;
  const inDeck = copiesOf(deck.cards);
  const inTotem = copiesOf(deck.totem);
  if (inDeck + inTotem === 100 && inDeck === expected) return [];
  // No Totem yet but 100 cards: one of them is meant to be the Totem, which totem-missing already says.
  if (deck.totem.length === 0 && inDeck === 100) return [];
  const diff = expected - inDeck;
  const fix = diff > 0 ? nested('add', { count: diff }) : nested('remove', { count: -diff });
  const kind = nested(totemSize === 2 ? 'legend' : totemSize === 4 ? 'vunion' : 'single');
  return [
    {
      messageId: 'size',
      data: { total: inTotem + inDeck, totem: inTotem, deck: inDeck, totemSize, kind, expected, fix },
      line: null,
      // With no Totem yet, one of the cards will be it: the list needs 100 in all.
      suggestions: toSize(deck, facts, deck.totem.length ? diff : 100 - inDeck),
    },
  ];
});

/**
 * Basic Energy in or out until the deck has its size: added to the identity type the list already plays most (a
 * line of it, or a new one at the end of the Energy), taken from the largest basic Energy lines.
 */
function toSize(deck: ResolvedDeck, facts: DeckFacts, diff: number): FoundRepair[] {
  const energy = deck.cards.filter((dc) => dc.card?.energyKind === 'basic' && dc.line !== null);
  const typeOf = (dc: DeckCard) => basicEnergyType(dc.card!);
  if (diff < 0) {
    let left = -diff;
    const changes = [...energy]
      .sort((a, b) => b.entry.count - a.entry.count)
      .flatMap((dc) => {
        const take = Math.min(left, dc.entry.count);
        left -= take;
        return take ? [{ line: dc.line!, count: dc.entry.count - take }] : [];
      });
    return left ? [] : offer('remove-cards', 'remove-energy', { count: -diff }, countEdits(deck.parsed, changes));
  }
  const allowed = (facts.identity?.types ?? []).filter((t) => BASIC_ENERGY_TYPES.includes(t));
  const held = energy.filter((dc) => allowed.includes(typeOf(dc)!)).sort((a, b) => b.entry.count - a.entry.count)[0];
  const type = held ? typeOf(held)! : allowed[0];
  if (!type) return [];
  const lines = deck.parsed.entries.filter((e) => e.line !== null);
  const after = (lines.findLast((e) => e.section === 'energy') ?? lines.at(-1))?.line ?? 0;
  const edit = { from: after + 1, to: after, lines: [`${diff} Basic ${type} Energy`] };
  const edits = held
    ? countEdits(deck.parsed, [{ line: held.line!, count: held.entry.count + diff }])
    : countEdits(deck.parsed, [], [{ edit, cards: diff }]);
  return offer('add-energy', 'add-energy', { count: diff, type: types([type]) }, edits);
}
