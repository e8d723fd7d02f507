import type { DeckFacts } from '../model/facts.js';
import type { PodDeck } from '../model/pod.js';
import { copiesOf, type ResolvedDeck } from '../model/resolved.js';
import type { InvocationStats, StatsNote, StatsOutcome, StatsResult } from '../model/stats.js';
import { deckCounts, perGroup, type DeckCounts } from './deck-counts.js';
import { deckNotes, noOddsReason, notesOf, type CheckVerdict } from './deck-notes.js';
import { drawOdds } from './draws.js';
import { chargeCurves, timeline, TURNS } from './invocation.js';
import { givenCardPrized, HAND, openingHand, pKeep, PRIZES, prizedAtLeast } from './kept-hand.js';
import { searchModel } from './search-model.js';

/** Knock Outs the timeline is shown after (cost + k, from an empty Totem Zone). */
const KNOCK_OUTS = [1, 2, 3];

export interface StatsOptions {
  /** --key names: each is a group of the Prize and draw odds. */
  keys?: readonly string[];
  /** The opt-in Monte Carlo model (`--model search`). */
  search?: { seed: number; runs: number } | null;
  check?: CheckVerdict;
}

/** The plain model's assumptions, listed in every output. */
const PLAIN_MODEL = notesOf('model-kept-hand', 'model-prizes', 'model-draw', 'model-attach', 'model-nothing-else');

function invocation(counts: DeckCounts, cost: number | null, turns = counts.cards): InvocationStats {
  if (cost === null) return { cost: null, byTurn: [], turnFor50: null, turnFor90: null, afterKnockOuts: [] };
  const { cards, basics, energyCards } = counts;
  // Until the deck would run out, so that turnFor50 / turnFor90 are found when they exist past turn 10.
  const curves = chargeCurves(cards, basics, energyCards, cost + KNOCK_OUTS.at(-1)!, turns, TURNS);
  return {
    cost,
    ...timeline(curves, cost),
    afterKnockOuts: KNOCK_OUTS.map((knockOuts) => ({
      knockOuts,
      cost: cost + knockOuts,
      ...timeline(curves, cost + knockOuts),
    })),
  };
}

/** The standard odds' own notes: Energy the Totem cannot take or whose restriction is unread, no Invocation Cost. */
function totemNotes(facts: DeckFacts, counts: DeckCounts): StatsNote[] {
  const named = { 'note-not-attachable': counts.notAttachable, 'note-unread-restriction': counts.unreadRestrictions };
  const out: StatsNote[] = Object.entries(named)
    .filter(([, cards]) => cards.length)
    .map(([id, cards]) => ({ id, data: { cards: cards.map((c) => c.name).join('; ') } }));
  if (!facts.totem) out.push({ id: 'note-no-totem', data: {} });
  else if (facts.totem.cost.invocationCost === null) out.push({ id: 'note-no-cost', data: {} });
  return out;
}

/** Turns past which a Totem that is 50% invoked only then is called unlikely to come down: the table's last. */
const LIKELY_BY = TURNS;

/**
 * What a reader of the timeline must know: the two Energy counts when they differ (Prize cards and draws count
 * every Energy card; the timeline only those the Totem can take), and a warning when the Totem is unlikely to be
 * invoked (50% only past the table's last turn, or never).
 */
function invocationNotes(counts: DeckCounts, inv: InvocationStats): StatsNote[] {
  const out: StatsNote[] = [];
  const all = counts.groups.find((g) => g.kind === 'energy')?.cards ?? 0;
  if (all !== counts.energyCards) out.push({ id: 'note-energy-counts', data: { all, attachable: counts.energyCards } });
  if (inv.cost === null) return out;
  const data = { cost: inv.cost, energy: counts.energyCards };
  if (inv.turnFor50 === null) out.push({ id: 'note-invocation-never', data });
  else if (inv.turnFor50 > LIKELY_BY)
    out.push({ id: 'note-invocation-unlikely', data: { t50: inv.turnFor50, ...data } });
  return out;
}

/** The odds `pod` shows, as stats computes them (null: none): a Basic in the opening hand, invoked by turn 4. */
export function podOdds(deck: ResolvedDeck, facts: DeckFacts): PodDeck['odds'] {
  const counts = deckCounts(deck, facts, []);
  if (noOddsReason(deck, counts, HAND + PRIZES + 1)) return { basicInOpeningHand: null, invokedByTurn4: null };
  const byTurn = invocation(counts, facts.totem?.cost.invocationCost ?? null, 4).byTurn;
  return { basicInOpeningHand: pKeep(counts.cards, counts.basics), invokedByTurn4: byTurn[3]?.p ?? null };
}

/**
 * The stats use case: a resolved deck and its facts → every figure of `totem stats`, or the reason it gets none
 * (noOddsReason). Pure: no card source, no output.
 */
export function statsOfDeck(deck: ResolvedDeck, facts: DeckFacts, options: StatsOptions = {}): StatsOutcome {
  const counts = deckCounts(deck, facts, options.keys ?? []);
  const failure = noOddsReason(deck, counts, HAND + PRIZES + 1);
  if (failure) return { ok: false, failure };
  const { cards, basics } = counts;
  const cost = facts.totem?.cost.invocationCost ?? null;
  const stats: StatsResult = {
    variant: 'standard',
    file: deck.file,
    totem: facts.totem ? { name: facts.totem.name, ids: facts.totem.ids } : null,
    cards,
    basics,
    energyCards: counts.energyCards,
    notAttachable: counts.notAttachable,
    unknown: counts.unknown,
    notes: [],
    openingHand: openingHand(cards, basics),
    prizes: {
      pGivenCardPrized: givenCardPrized(cards, basics),
      groups: perGroup(counts, (deck) => ({
        atLeast: prizedAtLeast(deck)
          .map((p, k) => ({ k, p }))
          .slice(1),
      })),
    },
    invocation: invocation(counts, cost),
    draws: perGroup(counts, (deck) => drawOdds(deck, TURNS)),
    search:
      options.search && cost !== null
        ? searchModel(counts.resolved, copiesOf(counts.unknown), { ...options.search, cost })
        : null,
    model: PLAIN_MODEL,
  };
  stats.notes = [
    ...deckNotes(deck, facts, counts, options.check, totemNotes(facts, counts)),
    ...invocationNotes(counts, stats.invocation),
  ];
  return { ok: true, stats };
}
