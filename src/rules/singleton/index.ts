import { whereValue } from '../../model/common-messages.js';
import { cardValue } from '../../model/labels.js';
import { nested } from '../../model/message.js';
import { singletonKey } from '../../model/names.js';
import { allCards, type DeckCard } from '../../model/resolved.js';
import { dataFile } from '../../model/data-files.js';
import { defineRule, type TypedFinding } from '../define.js';
import { words } from './words.js';

interface SameNameRulings {
  groups: { names: string[]; source: string }[];
}

let rulings: Map<string, { key: string; names: string; source: string }> | undefined;
/** The official same-name rulings (`data/same-name.json`) by singleton key: each name's group, said once. */
function rulingOf(key: string): { key: string; names: string; source: string } | undefined {
  rulings ??= new Map(
    dataFile<SameNameRulings>('same-name.json').groups.flatMap((g) => {
      const ruling = { key: `ruling\0${singletonKey(g.names[0]!)}`, names: g.names.join(' = '), source: g.source };
      return g.names.map((n) => [singletonKey(n), ruling] as const);
    }),
  );
  return rulings.get(key);
}

export const rule = defineRule({ id: 'singleton', severity: 'error', words }, (deck, _facts, context) => {
  const out: TypedFinding<keyof typeof words.en>[] = [];
  const seenId = new Map<string, DeckCard>();
  const seenName = new Map<string, DeckCard>();
  // One problem per line: its copies beyond the first (or all of them, when another line has the card).
  for (const dc of allCards(deck)) {
    const card = dc.card;
    if (!card || card.energyKind === 'basic') continue;
    const totem = nested(deck.totem.includes(dc) ? 'the-totem' : 'none');
    const firstById = seenId.get(card.id);
    if (firstById || dc.copies > 1) {
      const remove = firstById ? dc.copies : dc.copies - 1;
      const where = firstById
        ? nested(deck.totem.includes(firstById) ? 'also-on-line-totem' : 'also-on-line', {
            where: whereValue(firstById.line),
          })
        : nested('copies-on-line', { where: whereValue(dc.line), count: dc.copies });
      out.push({
        messageId: 'same-card',
        data: {
          card: cardValue(card),
          totem,
          where,
          fix: nested('remove-extra', { count: remove }),
          copies: dc.copies,
          remove,
        },
        line: dc.line,
        related: firstById && firstById.line !== null ? [firstById.line] : undefined,
        card: { id: card.id, name: card.name },
      });
    }
    if (firstById) continue;
    seenId.set(card.id, dc);
    if (card.supertype === 'Pokémon') continue;
    const ruling = context.sameNameRulings === false ? undefined : rulingOf(singletonKey(card.name));
    const key = ruling?.key ?? singletonKey(card.name);
    const firstByName = seenName.get(key);
    // A line already reported for its own copies keeps that one problem.
    if (firstByName && dc.copies === 1) {
      const sameName = singletonKey(firstByName.card!.name) === singletonKey(card.name);
      out.push({
        messageId: sameName ? 'same-name' : 'same-ruling',
        data: {
          card: cardValue(card),
          first: cardValue(firstByName.card!),
          where: whereValue(firstByName.line),
          name: card.singletonName,
          ...(sameName ? {} : { names: ruling!.names, source: ruling!.source }),
        },
        line: dc.line,
        related: firstByName.line !== null ? [firstByName.line] : undefined,
        card: { id: card.id, name: card.name },
      });
      continue;
    }
    if (!firstByName) seenName.set(key, dc);
  }
  return out;
});
