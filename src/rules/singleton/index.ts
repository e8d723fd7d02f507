import { whereValue } from '../../model/common-messages.js';
import { cardValue, nameValue } from '../../model/labels.js';
import { nested, type MessageValue } from '../../model/message.js';
import { singletonKey, singletonName } from '../../model/names.js';
import type { Card } from '../../model/card.js';
import { allCards, type DeckCard, type ResolvedDeck } from '../../model/resolved.js';
import { dataFile } from '../../model/data-files.js';
import { MAX_LINE_COUNT } from '../../model/deck.js';
import { defineRule, type TypedFinding } from '../define.js';
import { countEdits, lineRepair, offer } from '../repairs.js';
import type { FoundRepair } from '../../model/repair.js';
import { words } from './words.js';

/**
 * The name two cards share as the message says it: the singleton name, in the report's language where the card data
 * has the card's name in it ("comparten el nombre \"Órdenes de Jefes\"", not the English one).
 */
const sharedName = (card: Card): MessageValue =>
  nameValue(
    card.singletonName,
    card.names && Object.fromEntries(Object.entries(card.names).map(([l, n]) => [l, singletonName(n)])),
  );

let rulings: Map<string, { key: string; names: string; source: string }> | undefined;
/** The official same-name rulings (`data/same-name.json`) by singleton key: each name's group, said once. */
function rulingOf(key: string) {
  rulings ??= new Map(
    dataFile<{ groups: { names: string[]; source: string }[] }>('same-name.json').groups.flatMap((g) => {
      const ruling = { key: `ruling\0${singletonKey(g.names[0]!)}`, names: g.names.join(' = '), source: g.source };
      return g.names.map((n) => [singletonKey(n), ruling] as const);
    }),
  );
  return rulings.get(key);
}

export const rule = defineRule({ id: 'singleton', severity: 'error', words }, (deck, _facts, context) => {
  const out: TypedFinding<keyof typeof words.en>[] = [];
  const parsed = deck.parsed;
  /** Remove a card's line, or (`count`) keep that many copies on it; never the Totem, which its own section holds. */
  const removal = (dc: DeckCard, count = 0): FoundRepair[] =>
    deck.totem.includes(dc)
      ? []
      : lineRepair(parsed, dc, count ? 'remove-card' : 'remove-line', count ? 'keep-one' : 'remove-line', count);
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
        fix: firstById && mergeable(deck, firstById, dc) ? merge(deck, firstById, dc) : undefined,
        suggestions: firstById ? removal(dc) : removal(dc, 1),
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
          name: sharedName(card),
          ...(sameName ? {} : { names: ruling!.names, source: ruling!.source }),
        },
        line: dc.line,
        related: firstByName.line !== null ? [firstByName.line] : undefined,
        card: { id: card.id, name: card.name },
        suggestions: [...removal(dc), ...(firstByName.copies === 1 ? removal(firstByName) : [])],
      });
      continue;
    }
    if (!firstByName) seenName.set(key, dc);
  }
  return out;
});

/**
 * Two lines of the very same printing, neither the Totem, under one header that counts cards (or none): one line
 * of both counts says the same and leaves every count right, so merging them is certainly right.
 */
function mergeable(deck: ResolvedDeck, first: DeckCard, dc: DeckCard): boolean {
  const header = (line: number) => deck.parsed.headers.findLast((h) => h.line < line);
  if (first.line === null || dc.line === null || first.line === dc.line) return false;
  if (deck.totem.includes(first) || deck.totem.includes(dc)) return false;
  const h = header(dc.line);
  return h === header(first.line) && (!h || h.declared === null || h.declared === h.cards);
}

function merge(deck: ResolvedDeck, first: DeckCard, dc: DeckCard): FoundRepair | undefined {
  const count = first.entry.count + dc.entry.count;
  if (count > MAX_LINE_COUNT) return undefined;
  const changes = [
    { line: first.line!, count },
    { line: dc.line!, count: 0 },
  ];
  return offer('merge-lines', 'merge-lines', { count, line: first.line! }, countEdits(deck.parsed, changes))[0];
}
