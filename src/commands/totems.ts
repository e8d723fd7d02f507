import type { Card, PokemonType } from '../model/card.js';
import type { TotemRow, TotemsResult } from '../model/fits.js';
import { byText } from '../model/compare.js';
import { nameKey } from '../model/names.js';
import { groupByFingerprint } from '../model/versions.js';
import { costFacts } from '../derive/cost.js';
import { totemEligibility } from '../derive/eligibility.js';
import { baseIdentity } from '../derive/identity.js';
import type { CommandContext } from './context.js';
import { FIND_LIMIT } from './cards.js';

export interface TotemsOptions {
  types?: PokemonType[] | null;
  limit?: number;
}

/** Cheapest Invocation first (unknown last), then fewer Prize cards, then more extra slots, then the name. */
function cheaper(a: TotemRow, b: TotemRow): number {
  return (
    (a.invocationCost ?? Infinity) - (b.invocationCost ?? Infinity) ||
    a.prizeCards - b.prizeCards ||
    b.extraSlots - a.extraSlots ||
    byText(a.card.name, b.card.name)
  );
}

/**
 * `totems [--types Fire,Water] [QUERY]`: every distinct version of a card that can be a Totem whose identity — its
 * own types, its attacks' costs and its Retreat Cost, as `totem identity` gives it — holds every type asked for.
 * Extra slots are shown, not counted: a Fire,Water search never lists a Fire Totem that could add Water.
 */
export function findTotems(ctx: CommandContext, query: string, options: TotemsOptions = {}): TotemsResult {
  const wanted = options.types ?? [];
  const limit = options.limit ?? FIND_LIMIT;
  const byName = new Map<string, Card[]>();
  for (const card of ctx.lookup.store.search(nameKey(query), Number.MAX_SAFE_INTEGER)) {
    if (card.supertype !== 'Pokémon' || !totemEligibility(card).eligible) continue;
    const list = byName.get(card.name);
    if (list) list.push(card);
    else byName.set(card.name, [card]);
  }
  const rows: TotemRow[] = [];
  for (const group of [...byName.values()].flatMap(groupByFingerprint)) {
    const card = group[0]!;
    const identity = baseIdentity([card]);
    if (!wanted.every((t) => identity.types.includes(t))) continue;
    const cost = costFacts(card, (s) => ctx.lookup.normalStage(s));
    rows.push({
      card,
      others: group.length - 1,
      identity: identity.types,
      extraSlots: identity.extraSlots,
      invocationCost: cost.invocationCost,
      prizeCards: cost.prizeCards,
      stage: cost.stage,
    });
  }
  rows.sort(cheaper);
  return { types: wanted, query, total: rows.length, rows: rows.slice(0, limit), limit };
}
