import type { Card } from '../cards/model.js';
import { printingLabel } from '../cards/model.js';
import { describeVersions, type CardLookup } from '../cards/lookup.js';
import { pieceOf, sameCardKey } from '../derive/multicard.js';
import type { CardText, Entry, ParsedDeck } from '../parse/index.js';
import type { DeckCard, ResolvedDeck } from './deck.js';

export interface TotemOption {
  card: CardText;
  line: number | null;
}

function refOf(text: CardText): { name?: string; set?: string; number?: string; id?: string; text?: string } {
  return { name: text.name || undefined, set: text.set, number: text.number, id: text.id, text: text.text };
}

/** Every card reference a deck will ask the lookup for — used to batch API requests before resolving. */
export function refsOf(parsed: ParsedDeck, totem: TotemOption | null): ReturnType<typeof refOf>[] {
  const refs = parsed.entries.map(refOf);
  const named = totem ?? parsed.totemRef;
  if (named) refs.push(refOf(named.card));
  return refs;
}

/**
 * Resolve every entry to a card and separate the Totem (SPEC §2): the Totem section, or a card named by
 * `--totem` or `# totem:`, which is then taken out of the other sections — with every other half or piece of a
 * LEGEND / V-UNION.
 */
export function resolveDeck(
  parsed: ParsedDeck,
  lookup: CardLookup,
  totemOption: TotemOption | null = null,
): ResolvedDeck {
  const deck: ResolvedDeck = {
    file: parsed.file,
    totem: [],
    cards: [],
    extraTypes: parsed.extraTypes,
    problems: [...parsed.problems],
    notes: [],
  };
  const resolveEntry = (entry: Entry): DeckCard => {
    const result = lookup.resolve(refOf(entry));
    const label = entry.text || entry.name;
    if (result.status === 'found') {
      if (result.note) deck.notes.push({ line: entry.line, message: result.note });
      return { entry, card: result.card, copies: entry.count, line: entry.line };
    }
    if (result.status === 'ambiguous') {
      deck.problems.push({
        rule: 'ambiguous-card',
        severity: 'error',
        line: entry.line,
        card: { name: label },
        message: `${result.message}: ${describeVersions(result.versions)}`,
      });
    } else {
      const hint = result.suggestions.length
        ? `; did you mean ${result.suggestions.map((s) => `"${s}"`).join(', ')}?`
        : '; check the spelling, set code and number';
      deck.problems.push({
        rule: 'unknown-card',
        severity: 'error',
        line: entry.line,
        card: { name: label },
        message: `${label}: ${result.message}${hint}`,
      });
    }
    return { entry, card: null, copies: entry.count, line: entry.line };
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
    line: match.line,
    message: `the Totem ${card.name} ${printingLabel(card)} was taken from line ${match.line ?? '?'}`,
  });
  return { entry: match.entry, card: match.card, copies: 1, line: match.line };
}
