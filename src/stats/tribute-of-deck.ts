import { costFacts } from '../derive/cost.js';
import type { DeckFacts, TributeFacts } from '../model/facts.js';
import type { ResolvedDeck } from '../model/resolved.js';
import type { AnyStatsOutcome, StatsNote, TributeInvocationStats, TributeStatsResult } from '../model/stats.js';
import { deckCounts, perGroup, type DeckCounts } from './deck-counts.js';
import { deckNotes, noOddsReason, notesOf } from './deck-notes.js';
import type { StatsOptions } from './stats-of-deck.js';
import { drawOdds } from './draws.js';
import { evolutionLine } from './evolution-line.js';
import { evolutionTributeCurve } from './evolution-tribute.js';
import { TURNS, timeline } from './invocation.js';
import { DRAWN, TRIBUTE_DEAL, TRIBUTE_PRIZES, tributeOpeningHand } from './tribute-hand.js';
import { FROM_TURN, RETURNS, firstTurnFor, handOnTurn } from './tribute-timeline.js';

/** The standard odds' options but the search model (the tribute variant has none): --key names, the check's verdict. */
export type TributeStatsOptions = Omit<StatsOptions, 'search'>;

/** The tribute model's assumptions, listed in every output. */
const TRIBUTE_MODEL = notesOf(
  'tribute-model-hand',
  'tribute-model-optional',
  'tribute-model-prizes',
  'tribute-model-draw',
  'tribute-model-tribute',
  'tribute-model-evolution',
  'tribute-model-nothing-else',
);

/**
 * The Totem's Tribute Cost: the facts' when the check worked them out for this variant, else derived here from
 * the same table (src/derive/cost.ts). Null without a Totem.
 */
function tributeOf(facts: DeckFacts): TributeFacts | null {
  const totem = facts.totem;
  if (!totem) return null;
  return totem.cost.tribute ?? costFacts(totem.cards[0]!, facts.normalStage, { variant: 'tribute' }).tribute ?? null;
}

function evolutionTribute(facts: DeckFacts, counts: DeckCounts, tribute: TributeFacts | null) {
  const totem = facts.totem?.cards[0];
  if (!totem || !tribute?.evolutionTribute) return null;
  const line = evolutionLine(totem, counts.resolved);
  // Every turn until the deck's last card: turnFor50 / turnFor90 are found when they exist past turn 10. Read as
  // the charge curves of one cost (index 0): P by turn, and the first turns P ≥ 50% / 90%.
  const curves =
    !line.missing && !line.unread
      ? evolutionTributeCurve(
          counts.cards,
          counts.basics,
          line.line.map((l) => l.cards),
          Math.max(TURNS, counts.cards - DRAWN),
        ).map((p) => [p])
      : [];
  return { cost: 1, ...line, ...timeline(curves, 0) };
}

function invocation(facts: DeckFacts, counts: DeckCounts): TributeInvocationStats {
  const tribute = tributeOf(facts);
  const cost = tribute?.tributeCost ?? null;
  const lastTurn = counts.cards - DRAWN;
  const handByTurn = [];
  for (let turn = 1; turn <= TURNS; turn++) handByTurn.push({ turn, cards: handOnTurn(turn, lastTurn) });
  return {
    cost,
    why: tribute?.why ?? null,
    interpretation: tribute?.interpretation ?? false,
    fromTurn: FROM_TURN,
    handByTurn,
    firstTurn: cost === null ? null : firstTurnFor(cost, lastTurn),
    afterReturns:
      cost === null
        ? []
        : RETURNS.map((returns) => ({
            returns,
            cost: cost + returns,
            firstTurn: firstTurnFor(cost + returns, lastTurn),
          })),
    evolutionTribute: evolutionTribute(facts, counts, tribute),
  };
}

/** What the Tribute figures rest on: a Totem, a known cost, a complete Evolution line. */
function tributeNotes(facts: DeckFacts, inv: TributeInvocationStats): StatsNote[] {
  const out: StatsNote[] = [];
  if (!facts.totem) out.push({ id: 'note-no-totem-tribute', data: {} });
  else if (inv.cost === null) out.push({ id: 'note-no-tribute-cost', data: {} });
  const evo = inv.evolutionTribute;
  if (evo?.missing) out.push({ id: 'note-evolution-missing', data: { name: evo.missing } });
  if (evo?.unread) out.push({ id: 'note-evolution-unread', data: { name: evo.unread } });
  return out;
}

/** The stats use case of the tribute variant (seed 001): a resolved deck and its facts → TributeStatsResult. Pure. */
export function tributeStatsOfDeck(
  deck: ResolvedDeck,
  facts: DeckFacts,
  options: TributeStatsOptions = {},
): AnyStatsOutcome {
  const counts = deckCounts(deck, facts, options.keys ?? []);
  const failure = noOddsReason(deck, counts, DRAWN + 1);
  if (failure) return { ok: false, failure };
  const { cards, basics } = counts;
  const inv = invocation(facts, counts);
  const stats: TributeStatsResult = {
    variant: 'tribute',
    file: deck.file,
    totem: facts.totem ? { name: facts.totem.name, ids: facts.totem.ids } : null,
    cards,
    basics,
    unknown: counts.unknown,
    notes: deckNotes(deck, facts, counts, options.check, tributeNotes(facts, inv)),
    openingHand: tributeOpeningHand(cards, basics),
    prizes: { count: TRIBUTE_PRIZES, chosen: true },
    invocation: inv,
    draws: perGroup(counts, (deck) => drawOdds(deck, TURNS, TRIBUTE_DEAL)),
    model: TRIBUTE_MODEL,
  };
  return { ok: true, stats };
}
