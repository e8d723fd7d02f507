import type { DeckFacts } from '../model/facts.js';
import { copiesOf, type ResolvedDeck } from '../model/resolved.js';
import type { NoStats, StatsNote } from '../model/stats.js';
import type { DeckCounts } from './deck-counts.js';

/** Largest deck the odds are worked out for; a file past it is not a deck to take odds on. */
export const MAX_STATS_CARDS = 400;

/** The deck's check verdict, when the caller ran it: a deck that fails check still gets its odds, with a note. */
export type CheckVerdict = { valid: boolean | null; errors: number } | null;

/** Sentences with no data: a model's assumptions. */
export const notesOf = (...ids: string[]): StatsNote[] => ids.map((id) => ({ id, data: {} }));

/** Read issues of a line that was meant as a card and is therefore missing from N. */
const UNREAD_LINES = new Set(['not-a-card-line', 'impossible-count', 'line-too-long', 'invalid-utf8']);

/**
 * The notes every variant's odds carry, in this order: the deck fails check, unknown cards, lines not read as
 * cards, then the variant's own (`own`: what the Totem's figures rest on), then a deck of an unexpected size.
 */
export function deckNotes(
  deck: ResolvedDeck,
  facts: DeckFacts,
  counts: DeckCounts,
  check: CheckVerdict | undefined,
  own: StatsNote[],
): StatsNote[] {
  const out: StatsNote[] = [];
  if (check && !check.valid) out.push({ id: 'note-fails-check', data: { count: check.errors } });
  if (counts.unknown.length)
    out.push({
      id: 'note-unknown',
      data: { count: copiesOf(counts.unknown), cards: counts.unknown.map((c) => c.name).join('; ') },
    });
  // A line the reader could not take as a card (a count past 100, a sentence) is in no figure: said, not hidden.
  const unread = deck.parsed.issues.filter((i) => i.line !== null && UNREAD_LINES.has(i.kind));
  if (unread.length)
    out.push({ id: 'note-unread-lines', data: { count: unread.length, lines: unread.map((i) => i.line).join(', ') } });
  out.push(...own);
  const expected = 100 - (facts.totem?.size ?? 1);
  if (counts.cards !== expected) out.push({ id: 'note-deck-size', data: { count: counts.cards, expected } });
  return out;
}

/**
 * Why a deck gets no odds at all, or null: a file that is not a deck, too few cards for what is dealt before the
 * first draw and that draw (`minCards`), too many, or no Basic Pokémon (no hand can ever be kept).
 */
export function noOddsReason(deck: ResolvedDeck, counts: DeckCounts, minCards: number): NoStats | null {
  const fail = (id: string, data: StatsNote['data'] = {}): NoStats => ({ file: deck.file, reason: { id, data } });
  if (deck.parsed.unreadable) return fail('no-stats-unreadable');
  if (counts.cards < minCards) return fail('no-stats-too-few', { count: counts.cards, min: minCards });
  if (counts.cards > MAX_STATS_CARDS) return fail('no-stats-too-many', { count: counts.cards, max: MAX_STATS_CARDS });
  if (counts.basics === 0) return fail('no-stats-no-basic');
  return null;
}
