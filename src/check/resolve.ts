import type { Card } from '../model/card.js';
import { cardValue } from '../model/labels.js';
import type { CardLookup } from '../cards/lookup/lookup.js';
import { pieceOf, sameCardKey } from '../derive/multicard.js';
import { refOf, type CardRef, type CardText, type Entry, type ParsedDeck } from '../model/deck.js';
import { emptyResolvedDeck, type DeckCard, type ResolvedDeck } from '../model/resolved.js';

/** Suggestions scan every card name (1.5 ms a line): a deck gets them for this many distinct unknown lines. */
const SUGGESTION_LIMIT = 20;

export interface TotemOption {
  card: CardText;
  line: number | null;
}

/** Every card reference a deck will ask the lookup for — used to batch API requests before resolving. */
export function refsOf(parsed: ParsedDeck, totem: TotemOption | null): CardRef[] {
  const refs = parsed.entries.map(refOf);
  const named = totem ?? parsed.totemRef;
  if (named) refs.push(refOf(named.card));
  return refs;
}

/**
 * Resolve every entry to a card and separate the Totem: the Totem section, or a card named by
 * `--totem` or `# totem:`, which is then taken out of the other sections — with every other half or piece of a
 * LEGEND / V-UNION.
 */
export function resolveDeck(
  parsed: ParsedDeck,
  lookup: CardLookup,
  totemOption: TotemOption | null = null,
): ResolvedDeck {
  const deck: ResolvedDeck = emptyResolvedDeck(parsed);
  const unknownTexts = new Set<string>();
  const resolveEntry = (entry: Entry): DeckCard => {
    const text = entry.text || entry.name;
    const suggest = unknownTexts.has(text) || unknownTexts.size < SUGGESTION_LIMIT;
    let result = lookup.resolve(refOf(entry), { suggest });
    if (result.status === 'unknown') {
      if (suggest) unknownTexts.add(text);
      else result = { ...result, suggestionLimit: SUGGESTION_LIMIT };
      // A source that failed could have had it — unless the local data answers for the line (the lookup says).
      if (lookup.mayBeNewer(refOf(entry), result)) result = { ...result, mayBeNewer: true };
      if (lookup.isUnverified(refOf(entry), result)) result = { ...result, unverified: true };
      else if (lookup.couldNotVerify(refOf(entry)) && !deck.notes.some((n) => n.id === 'apis-not-asked'))
        // Judged on the local data while the APIs were down: said once, shortly.
        deck.notes.push({ id: 'apis-not-asked', line: null, data: {} });
    }
    if (result.status === 'found') {
      if (result.note) deck.notes.push({ ...result.note, line: entry.line });
      return { entry, card: result.card, copies: entry.count, line: entry.line };
    }
    const unresolved: DeckCard = { entry, card: null, unresolved: result, copies: entry.count, line: entry.line };
    deck.unresolved.push(unresolved);
    return unresolved;
  };

  for (const entry of parsed.entries) {
    const resolved = resolveEntry(entry);
    (entry.section === 'totem' ? deck.totem : deck.cards).push(resolved);
  }

  const named = totemOption ?? parsed.totemRef;
  if (named) {
    const entry: Entry = { ...named.card, count: 1, section: 'totem', line: named.line };
    const target = resolveEntry(entry);
    if (target.card && !deck.totem.some((t) => t.card?.id === target.card!.id)) {
      const taken = takeFromList(deck, target.card);
      deck.totem.push(taken ?? target);
      const piece = pieceOf(target.card);
      if (piece && piece.piece > 0) {
        for (let n = 1; n <= piece.of; n++) {
          if (n === piece.piece) continue;
          const other = deck.cards.find(
            (c) => c.card && c.copies > 0 && pieceOf(c.card)?.group === piece.group && pieceOf(c.card)?.piece === n,
          );
          if (other) deck.totem.push(takeFromList(deck, other.card!)!);
        }
      }
    } else if (!target.card) {
      deck.totem.push(target);
    }
  }
  deck.cards = deck.cards.filter((c) => c.copies > 0);
  return deck;
}

/** Take one copy of `card` (or of a printing with the same fingerprint and piece) out of the deck's list. */
function takeFromList(deck: ResolvedDeck, card: Card): DeckCard | null {
  const match =
    deck.cards.find((c) => c.card?.id === card.id && c.copies > 0) ??
    deck.cards.find(
      (c) => c.card && c.copies > 0 && c.card.name === card.name && sameCardKey(c.card) === sameCardKey(card),
    );
  if (!match) return null;
  match.copies -= 1;
  deck.notes.push({
    id: 'totem-taken',
    line: match.line,
    data: { card: cardValue(card), line: match.line ?? '?' },
  });
  return { entry: match.entry, card: match.card, copies: 1, line: match.line };
}
