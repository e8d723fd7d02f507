// Deck building in the library (issue 29): `findCards(query, { fits })` and `totems(types)`, over any cards the
// caller brings (a served pack is read set by set as the search needs them). The faces are lib/index.ts and
// lib/browser.ts; the use cases are commands/fits.ts and commands/totems.ts, as for the CLI.
import { findCards as findPrintings } from '../commands/cards.js';
import type { CommandContext } from '../commands/context.js';
import { findFits, whyFits, type FitsCategory } from '../commands/fits.js';
import type { GameVariant } from '../model/variant.js';
import { ruleContext, type HouseConfig } from '../commands/house-config.js';
import { extraTypesOption, oneTypeOption } from '../commands/options.js';
import { findTotems } from '../commands/totems/index.js';
import { foundJsonOf } from '../format/cards.js';
import { fitsJsonOf, whyJsonOf } from '../format/fits.js';
import { cleanValue } from '../format/sanitize.js';
import { totemsJsonOf } from '../format/totems.js';
import type { PokemonType } from '../model/card.js';
import { errorOf, UsageError } from '../model/errors.js';
import { CardSetsUnavailableError, overServedPack, type OnLoading } from './served-pack.js';
import { CardPack } from '../cards/pack/reader.js';
import { PACK_SEARCH_FILE } from '../cards/pack/format.js';

/**
 * A served pack's search index, fetched once before the first search (one file instead of every set: a page's
 * search then loads only the Totem's set). Node reads it from disk when first needed; a pack without one is
 * searched through its sets.
 */
async function loadSearchIndex(ctx: CommandContext, onLoading: OnLoading | undefined): Promise<void> {
  const store = ctx.lookup.store;
  if (!(store instanceof CardPack) || !store.hasSearchIndex() || store.searchIndex()) return;
  onLoading?.(1);
  try {
    await store.loadSearchIndex();
  } catch (error) {
    throw new CardSetsUnavailableError([PACK_SEARCH_FILE], error);
  }
}

export interface FindCardsOptions {
  /** `--fits TOTEM`: only the cards a deck with this Totem may hold ("NAME SET NUMBER"). */
  fits?: string;
  /** With `fits`: one type (either language), a category, the deck's extra types, banned cards too. */
  type?: string;
  category?: FitsCategory;
  extraTypes?: string | readonly string[];
  includeBanned?: boolean;
  /** With `fits`: the rules of the game (else the config's `variant`, else standard). */
  variant?: GameVariant;
  limit?: number;
  /** With `fits`: `--why CARD`, this card and the problems a check gives it in a deck of that Totem. */
  why?: string;
  onLoading?: OnLoading;
}

const typesOf = (value: string | readonly string[] | undefined): PokemonType[] | null =>
  value === undefined ? null : extraTypesOption(typeof value === 'string' ? value : value.join(','));

/** `totem cards find QUERY --format json` as an object; with `fits`, `cards find --fits TOTEM QUERY`'s. */
export async function findCardsIn(
  ctx: CommandContext,
  query: string,
  config: HouseConfig,
  options: FindCardsOptions = {},
): Promise<Record<string, unknown>> {
  const { fits, why } = options;
  if (why !== undefined && fits === undefined)
    throw errorOf(UsageError, 'library-argument', {
      call: 'findCards',
      what: 'option why',
      expected: 'given with fits',
      value: 'without',
    });
  if (fits === undefined)
    return cleanValue(
      foundJsonOf(await overServedPack(ctx, options.onLoading, async (c) => findPrintings(c, query, options))),
    ) as Record<string, unknown>;
  const fitsOptions = {
    totem: fits,
    type: oneTypeOption(options.type),
    category: options.category ?? null,
    extraTypes: typesOf(options.extraTypes),
    includeBanned: options.includeBanned,
    limit: options.limit,
    context: ruleContext(config, options.variant),
    settings: config.rules,
  };
  if (why !== undefined)
    return cleanValue(whyJsonOf(await overServedPack(ctx, options.onLoading, (c) => whyFits(c, why, fitsOptions))));
  await loadSearchIndex(ctx, options.onLoading);
  const found = await overServedPack(ctx, options.onLoading, (c) => findFits(c, query, fitsOptions));
  return cleanValue(fitsJsonOf(found)) as Record<string, unknown>;
}

/** `totem totems --types … [QUERY] --format json` as an object. */
export async function totemsIn(
  ctx: CommandContext,
  types: string | readonly string[] | undefined,
  options: { query?: string; limit?: number; onLoading?: OnLoading } = {},
): Promise<Record<string, unknown>> {
  await loadSearchIndex(ctx, options.onLoading);
  const found = await overServedPack(ctx, options.onLoading, async (c) =>
    findTotems(c, options.query ?? '', { types: typesOf(types), limit: options.limit }),
  );
  return cleanValue(totemsJsonOf(found)) as Record<string, unknown>;
}
