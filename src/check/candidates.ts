import type { DeckReport } from '../model/report.js';
import type { ResolvedDeck, DeckCard } from '../model/resolved.js';
import type { TotemCandidate } from '../model/candidates.js';
import { candidateText } from '../model/candidates.js';
import { totemEligibility } from '../derive/eligibility.js';
import { pieceOf } from '../derive/multicard.js';
import type { TotemOption } from './resolve.js';

/** A list of 100 Rule Box Pokémon is checked this many times at most: candidates past it are not listed. */
export const MAX_CANDIDATES = 40;

/**
 * The lines of a list that could be its Totem: every Pokémon that can be one, a LEGEND or V-UNION once (by its
 * first piece in the list: resolving it as the Totem takes the other pieces too), a card on two lines once.
 */
function candidateCards(deck: ResolvedDeck): DeckCard[] {
  const seen = new Map<string, DeckCard>();
  for (const dc of deck.cards) {
    const card = dc.card;
    if (!card || card.supertype !== 'Pokémon' || !totemEligibility(card).eligible) continue;
    const piece = pieceOf(card);
    const key = piece ? `${piece.kind}\0${piece.group}` : `id\0${card.id}`;
    const held = seen.get(key);
    if (!held || (piece && (pieceOf(held.card!)?.piece ?? 0) > piece.piece)) seen.set(key, dc);
  }
  return [...seen.values()].slice(0, MAX_CANDIDATES);
}

/** Valid first, then fewer errors, then the cheaper Invocation, then the list's order. */
function better(a: TotemCandidate & { line: number }, b: TotemCandidate & { line: number }): number {
  return (
    Number(b.valid) - Number(a.valid) ||
    a.errors - b.errors ||
    (a.invocationCost ?? Infinity) - (b.invocationCost ?? Infinity) ||
    a.line - b.line
  );
}

/**
 * A list with no Totem: each card that could be its Totem, checked as the Totem — the whole list through every
 * rule again (`check`), so the verdict shown is the one the list gets once the player picks it. Best first.
 */
export async function totemCandidates(
  deck: ResolvedDeck,
  check: (totem: TotemOption) => Promise<DeckReport>,
): Promise<TotemCandidate[]> {
  if (deck.totem.length > 0 || deck.parsed.unreadable) return [];
  const found: (TotemCandidate & { line: number })[] = [];
  for (const dc of candidateCards(deck)) {
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
      prizeCards: report.totem?.prizeCards ?? 0,
      line: dc.line ?? Infinity,
    });
  }
  return found.sort(better).map(({ line: _line, ...candidate }) => candidate);
}
