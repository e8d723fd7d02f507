import type { CardLookup } from '../cards/lookup.js';
import type { PokemonType } from '../cards/model.js';
import type { ParsedDeck } from '../parse/index.js';
import { stageFacts } from '../derive/stage.js';
import type { RuleContext } from '../rules/index.js';
import { copiesOf, type ResolvedDeck } from './deck.js';
import { runRules, type RuleSetting } from './engine.js';
import { deckFacts, type DeckFacts } from './facts.js';
import type { DeckReport } from './report.js';
import { refsOf, resolveDeck, type TotemOption } from './resolve.js';

export interface CheckOptions {
  totem?: TotemOption | null;
  extraTypes?: PokemonType[] | null;
  context: RuleContext;
  settings?: Record<string, RuleSetting>;
}

function counts(deck: ResolvedDeck): DeckReport['counts'] {
  const bySupertype = { pokemon: 0, trainer: 0, energy: 0 };
  for (const dc of deck.cards) {
    const kind = dc.card
      ? ({ Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' } as const)[dc.card.supertype]
      : dc.entry.section;
    if (kind && kind !== 'totem') bySupertype[kind] += dc.copies;
  }
  const totem = copiesOf(deck.totem);
  const inDeck = copiesOf(deck.cards);
  return { totem, deck: inDeck, total: totem + inDeck, ...bySupertype };
}

export function buildReport(deck: ResolvedDeck, facts: DeckFacts, options: CheckOptions): DeckReport {
  const problems = runRules(deck, facts, options.context, options.settings);
  const t = facts.totem;
  const id = facts.identity;
  return {
    file: deck.file,
    valid: !problems.some((p) => p.severity === 'error'),
    totem: t
      ? {
          ids: t.ids,
          name: t.name,
          stage: t.cost.stage,
          stageValue: t.cost.stageValue,
          retreatCost: t.cost.retreatCost,
          invocationCost: t.cost.invocationCost,
          prizeCards: t.cost.prizeCards,
        }
      : null,
    identity: id
      ? { types: id.types, extraSlots: id.extraSlots, extraTypes: id.extraTypes, sources: id.sources }
      : null,
    counts: counts(deck),
    problems,
    notes: deck.notes,
  };
}

/** Parsed deck → lookup (API batched first, when there is one) → facts → every rule → report. */
export async function checkParsedDeck(
  parsed: ParsedDeck,
  lookup: CardLookup,
  options: CheckOptions,
): Promise<{ report: DeckReport; deck: ResolvedDeck; facts: DeckFacts }> {
  if (parsed.unreadable) {
    // A PNG or a broken JSON file has no Totem and no cards; "totem-missing" and "deck-size" would only be noise.
    const deck = resolveDeck({ ...parsed, entries: [], totemRef: null }, lookup);
    const facts = deckFacts(deck, () => null);
    const problems = parsed.problems;
    const empty = { totem: 0, deck: 0, total: 0, pokemon: 0, trainer: 0, energy: 0 };
    return {
      report: { file: parsed.file, valid: false, totem: null, identity: null, counts: empty, problems, notes: [] },
      deck,
      facts,
    };
  }
  await lookup.prefetch(refsOf(parsed, options.totem ?? null));
  const deck = resolveDeck(parsed, lookup, options.totem ?? null);
  const totemCard = deck.totem.find((t) => t.card)?.card;
  const base = totemCard ? stageFacts(totemCard, () => 0).base : undefined;
  // Only BREAK, LV.X, M and Primal Totems need a species' normal stage; ask the API for it only then.
  if (base) await lookup.prefetchSpecies([base]);
  const facts = deckFacts(deck, (s) => lookup.normalStage(s), options.extraTypes ?? null);
  return { report: buildReport(deck, facts, options), deck, facts };
}
