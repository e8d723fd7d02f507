import type { PokemonType } from '../../model/card.js';
import type { TotemRow, TotemsResult } from '../../model/fits.js';
import { byText } from '../../model/compare.js';
import { nameKey } from '../../model/names.js';
import { versionsMatching, type VersionHit } from '../../derive/search-versions.js';
import type { PackTotemFacts } from '../../model/pack-format.js';
import { totemFactsOf } from '../../derive/search-card.js';
import type { CommandContext } from '../context.js';
import type { CommandModule } from '../shared/command.js';
import { deckVariant } from '../../check/house-config.js';
import { extraTypesOption } from '../shared/options.js';
import { formatTotemsText } from '../../format/totems.js';
import type { GameVariant } from '../../model/variant.js';
import { FIND_LIMIT } from '../shared/cards.js';
import { cardJson } from '../../format/command-context.js';

export interface TotemsOptions {
  types?: PokemonType[] | null;
  limit?: number;
  /** The rules of the game: in the tribute variant any Pokémon is a Totem, and its cost is the Tribute Cost. */
  variant?: GameVariant;
}

type Found = { hit: VersionHit; facts: PackTotemFacts & { tributeCost?: number | null } };

/** The cost the variant plays: the Tribute Cost in the tribute variant, else the Invocation Cost. */
const costOf = (f: Found['facts']): number =>
  (f.tributeCost !== undefined ? f.tributeCost : f.invocationCost) ?? Infinity;

/** Cheapest first (unknown last), then fewer Prize cards, then more extra slots, then the name. */
function cheaper({ hit: ha, facts: a }: Found, { hit: hb, facts: b }: Found): number {
  return (
    costOf(a) - costOf(b) || a.prizeCards - b.prizeCards || b.extraSlots - a.extraSlots || byText(ha.name, hb.name)
  );
}

/**
 * `totems [--types Fire,Water] [QUERY]`: every distinct version of a card that can be a Totem whose identity (as
 * `totem identity` gives it) holds every type asked for; extra slots are shown, not counted.
 */
export function findTotems(ctx: CommandContext, query: string, options: TotemsOptions = {}): TotemsResult {
  const wanted = options.types ?? [];
  const limit = options.limit ?? FIND_LIMIT;
  const tribute = options.variant === 'tribute';
  const found: Found[] = [];
  // From the pack's search index when it has one: the Totem facts were derived when the pack was built (and a
  // version's card is read only when it is listed).
  for (const hit of versionsMatching(ctx.lookup.store, nameKey(query))) {
    // The pack's Totem facts are the standard variant's: the tribute variant derives its own (any Pokémon).
    const known = tribute ? undefined : hit.totem;
    if (known === null) continue;
    const facts = known ?? totemFactsOf(hit.card, (s) => ctx.lookup.normalStage(s), options.variant);
    if (!facts || !wanted.every((t) => facts.identity.includes(t))) continue;
    found.push({ hit, facts });
  }
  found.sort(cheaper);
  const rows = found.slice(0, limit).map(({ hit, facts }): TotemRow => ({
    card: hit.card,
    others: hit.others,
    identity: facts.identity,
    extraSlots: facts.extraSlots,
    invocationCost: facts.invocationCost,
    ...(facts.tributeCost !== undefined ? { tributeCost: facts.tributeCost } : {}),
    prizeCards: facts.prizeCards,
    stage: facts.stage,
  }));
  return { types: wanted, query, total: found.length, rows, limit };
}

interface TotemsFlags {
  types?: string;
  limit?: number;
  variant?: GameVariant;
}

/** `totem totems --format json` (schema/totems.schema.json), as an object: the library's `totems` answer. */
export function totemsAnswer(result: TotemsResult) {
  return {
    types: result.types,
    total: result.total,
    listed: result.rows.length,
    totems: result.rows.map((r) => ({
      ...cardJson(r.card),
      identity: r.identity,
      invocationCost: r.invocationCost,
      ...(r.tributeCost !== undefined ? { tributeCost: r.tributeCost } : {}),
      prizeCards: r.prizeCards,
      extraSlots: r.extraSlots,
      stage: r.stage,
      otherPrintings: r.others,
    })),
  };
}

export type TotemsAnswer = ReturnType<typeof totemsAnswer>;

export const command: CommandModule<TotemsFlags, TotemsResult, TotemsAnswer> = {
  search: true,
  run: async (run) => {
    // The variant of this folder's config, as `check` takes it; the flag wins.
    const variant = deckVariant(run.flags.variant, await run.config());
    // "Fire,Water" in either language, as --extra-types takes it.
    const types = extraTypesOption(run.flags.types, '--types');
    return findTotems(await run.session(), (run.args[0] as string | undefined) ?? '', {
      types,
      limit: run.flags.limit,
      variant,
    });
  },
  answer: totemsAnswer,
  text: formatTotemsText,
  table: (result) => result.rows.length > 0,
  exitCode: (result) => (result.rows.length ? 0 : 1),
};
