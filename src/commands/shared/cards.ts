import type { Card } from '../../model/card.js';
import type { CardFacts, CardInfoResult, FoundCards } from '../../model/results.js';
import { groupBy } from '../../model/compare.js';
import { nameKey } from '../../model/names.js';
import { groupByFingerprint } from '../../model/versions.js';
import { versionLabel } from '../../model/labels.js';
import { costFacts } from '../../derive/cost.js';
import { totemEligibility } from '../../derive/eligibility.js';
import { baseIdentity, withExtras } from '../../derive/identity.js';
import { classifySpecialEnergy } from '../../derive/special-energy.js';
import { resolveCardArg } from './card-arg.js';
import type { CommandContext } from '../context.js';

function factsOf(ctx: CommandContext, card: Card, reprints: Card[]): CardFacts {
  const eligibility = totemEligibility(card);
  const cost = card.supertype === 'Pokémon' ? costFacts(card, (s) => ctx.lookup.normalStage(s)) : null;
  const identity =
    cost && eligibility.eligible ? withExtras(baseIdentity([card]), [], 'none', () => ({ detail: 'declared' })) : null;
  const energyClass = card.energyKind === 'special' ? classifySpecialEnergy(card) : null;
  return { card, reprints, eligibility, cost, identity, energyClass };
}

/** `cards info CARD`: one card's facts, or each version's when a name has several. */
export async function cardInfo(ctx: CommandContext, input: string): Promise<CardInfoResult> {
  const resolved = await resolveCardArg(ctx.lookup, input);
  if (resolved.versions) {
    const versions = resolved.versions.map((group) => ({
      facts: factsOf(ctx, group[0]!, group.slice(1)),
      printings: group,
    }));
    return { kind: 'versions', input, versions };
  }
  const card = resolved.card;
  const reprints = ctx.lookup.store
    .byName(card.nameKey)
    .filter((c) => c.fingerprint === card.fingerprint && c.id !== card.id);
  return { kind: 'card', facts: factsOf(ctx, card, reprints) };
}

/** At most this many printings in a `cards find` answer unless `--limit` says otherwise: more is no list anyone reads. */
export const FIND_LIMIT = 500;

/**
 * `cards find QUERY`: matching printings, grouped into distinct versions (A, B, …) per name. Every match is read,
 * so the totals, and the letters of a name cut by the limit, are those of the whole answer, not of the rows listed.
 */
export function findCards(ctx: CommandContext, query: string, options: { limit?: number } = {}): FoundCards {
  const limit = options.limit ?? FIND_LIMIT;
  const cards = ctx.lookup.store.search(nameKey(query), Number.MAX_SAFE_INTEGER);
  const rows: FoundCards['rows'] = [];
  let versions = 0;
  for (const printings of groupBy(cards, (card) => card.name).values()) {
    const groups = groupByFingerprint(printings);
    versions += groups.length;
    groups.forEach((group, i) => {
      for (const card of group) rows.push({ card, version: groups.length > 1 ? versionLabel(i) : '-' });
    });
  }
  return { query, rows: rows.slice(0, limit), total: rows.length, versions, limit };
}
