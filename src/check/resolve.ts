import type { Card } from '../model/card.js';
import { cardValue } from '../model/labels.js';
import type { CardLookup } from '../cards/lookup/lookup.js';
import { sameCardKey, pieceOf } from '../derive/multicard.js';
import { refOf, type CardRef, type CardText, type Entry, type ParsedDeck } from '../model/deck.js';
import { emptyResolvedDeck, type DeckCard, type ResolvedDeck } from '../model/resolved.js';
import type { DeckReport } from '../model/report.js';
import { type TotemCandidate, candidateText } from '../model/candidates.js';
import { totemEligibility } from '../derive/eligibility.js';
import type { GameVariant } from '../model/variant.js';
import type { Repair } from '../model/repair.js';
import { renderMessage, type Locale } from '../model/render-message.js';
import { rule as totemMissing } from '../rules/totem-missing/index.js';
import { countEdits } from '../rules/repairs.js';

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
    const ref = refOf(entry);
    let result = lookup.resolve(ref, { suggest });
    if (result.status === 'unknown') {
      if (suggest) unknownTexts.add(text);
      else result = { ...result, suggestionLimit: SUGGESTION_LIMIT };
      // A source that failed could have had it — unless the local data answers for the line (the lookup says).
      if (lookup.mayBeNewer(ref, result)) result = { ...result, mayBeNewer: true };
      if (lookup.isUnverified(ref, result)) result = { ...result, unverified: true };
      else if (lookup.couldNotVerify(ref) && !deck.notes.some((n) => n.id === 'apis-not-asked'))
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
      // Every other piece of a LEGEND / V-UNION Totem (none for a piece data/multi-card.json does not place).
      const piece = pieceOf(target.card);
      for (let n = 1; piece && piece.piece > 0 && n <= piece.of; n++) {
        const other = deck.cards.find(
          (c) => c.card && c.copies > 0 && pieceOf(c.card)?.group === piece.group && pieceOf(c.card)?.piece === n,
        );
        if (n !== piece.piece && other) deck.totem.push(takeFromList(deck, other.card!)!);
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

/** The best candidates offered as one-tap choices on the missing Totem. */
const OFFERED = 3;

/** A list of 100 Rule Box Pokémon is checked this many times at most: candidates past it are not listed. */
export const MAX_CANDIDATES = 40;

/**
 * The lines of a list that could be its Totem: every Pokémon that can be one, a LEGEND or V-UNION once (by its
 * first piece in the list: resolving it as the Totem takes the other pieces too), a card on two lines once.
 */
function candidateCards(deck: ResolvedDeck, variant: GameVariant): DeckCard[] {
  const seen = new Map<string, DeckCard>();
  for (const dc of deck.cards) {
    const card = dc.card;
    if (!card || card.supertype !== 'Pokémon' || !totemEligibility(card, variant).eligible) continue;
    const piece = pieceOf(card);
    const key = piece ? `${piece.kind}\0${piece.group}` : `id\0${card.id}`;
    const held = seen.get(key);
    if (!held || (piece && (pieceOf(held.card!)?.piece ?? 0) > piece.piece)) seen.set(key, dc);
  }
  return [...seen.values()].slice(0, MAX_CANDIDATES);
}

type Ranked = TotemCandidate & { line: number };

/** The cost the variant plays: the Tribute Cost in the tribute variant, else the Invocation Cost. */
const costOf = (c: TotemCandidate): number =>
  (c.tributeCost !== undefined ? c.tributeCost : c.invocationCost) ?? Infinity;

/** Valid first, then fewer errors, then the cheaper Totem (Invocation, or Tribute in that variant), then the list's order. */
function better(a: Ranked, b: Ranked): number {
  return Number(b.valid) - Number(a.valid) || a.errors - b.errors || costOf(a) - costOf(b) || a.line - b.line;
}

/**
 * A list with no Totem: each card that could be its Totem, checked as the Totem — the whole list through every
 * rule again (`check`), so the verdict shown is the one the list gets once the player picks it. Best first.
 */
export async function totemCandidates(
  deck: ResolvedDeck,
  variant: GameVariant,
  check: (totem: TotemOption) => Promise<DeckReport>,
): Promise<TotemCandidate[]> {
  if (deck.totem.length > 0 || deck.parsed.unreadable) return [];
  const found: Ranked[] = [];
  for (const dc of candidateCards(deck, variant)) {
    const card = dc.card!;
    const set = card.setCode ?? card.setId;
    const text = candidateText({ name: card.name, set, number: card.number });
    const report = await check({
      card: { name: card.name, set, number: card.number, id: card.id, text },
      line: dc.line,
    });
    const errors = report.problems.filter((p) => p.severity === 'error');
    found.push({
      ids: report.totem?.ids ?? [card.id],
      name: card.name,
      set,
      number: card.number,
      valid: report.valid,
      errors: errors.length,
      firstRule: errors[0]?.rule ?? null,
      identity: report.identity?.types ?? [],
      invocationCost: report.totem?.invocationCost ?? null,
      ...(variant === 'tribute' ? { tributeCost: report.totem?.tributeCost ?? null } : {}),
      prizeCards: report.totem?.prizeCards ?? 0,
      line: dc.line ?? Infinity,
    });
  }
  return found.sort(better).map(({ line: _line, ...candidate }) => candidate);
}

/**
 * The best candidates as repairs of the missing Totem: the card taken out of its line (the Pokémon header and the
 * total kept right) and written as the list's Totem section, before the list's first line. A LEGEND or V-UNION
 * Totem (several pieces) is left to `--totem`.
 */
export function chooseTotem(deck: ResolvedDeck, candidates: TotemCandidate[], locale: Locale): Repair[] {
  const parsed = deck.parsed;
  const first = Math.min(...parsed.headers.map((h) => h.line), ...parsed.entries.map((e) => e.line ?? Infinity));
  const words = (id: string, data = {}) => renderMessage(totemMissing.meta.messages, 'totem-missing', id, data, locale);
  return candidates
    .flatMap((c) => {
      const dc = c.ids.length === 1 ? deck.cards.find((d) => d.card?.id === c.ids[0] && d.line !== null) : undefined;
      if (!dc || !Number.isFinite(first)) return [];
      const edit = { from: first, to: first - 1, lines: [`${words('totem-section')}: 1`, `1 ${candidateText(c)}`, ''] };
      const edits = countEdits(parsed, [{ line: dc.line!, count: dc.entry.count - 1 }], [{ edit, cards: 1 }]);
      const label = words('choose-totem', { card: cardValue(dc.card!) });
      return edits ? [{ op: 'choose-totem' as const, label, edits }] : [];
    })
    .slice(0, OFFERED);
}
