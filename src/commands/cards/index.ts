import type { CardInfoResult } from '../../model/results.js';
import type { CommandContext } from '../context.js';
import { findAnswer, infoAnswer, type FindCardsAnswer, type Found } from './result.js';
import type { GameVariant } from '../../model/variant.js';
import { cardInfo, findCards } from '../shared/cards.js';
import { findFits, whyFits, type FitsOptions } from './fits.js';
import { EMPTY_CONFIG, ruleContext, type HouseConfig } from '../../check/house-config.js';
import { extraTypesOption, oneTypeOption, type FitsCategory } from '../shared/options.js';
import type { CommandModule } from '../shared/command.js';
import { UsageError, errorOf } from '../../model/errors.js';
import * as cards from '../../format/cards.js';
import * as fits from '../../format/fits.js';

const MISSING = { 'cmd-missing-argument': "missing required argument '{name}'" };

/** `totem cards info CARD`: one card's facts, as the rules see them. */
export const info: CommandModule<object, CardInfoResult> = {
  run: async (run) => cardInfo(await run.session(), run.args[0] as string),
  answer: infoAnswer,
  text: cards.formatCardInfoText,
  table: (result) => result.kind === 'versions',
  exitCode: () => 0,
};

interface FindFlags {
  limit?: number;
  fits?: string;
  type?: string;
  category?: FitsCategory;
  extraTypes?: string;
  includeBanned?: boolean;
  why?: string;
  variant?: GameVariant;
}

/** `cards find`'s options as its use case takes them: `--type` and `--extra-types` read, the list being built. */
export type FindOptions = Omit<FindFlags, 'type' | 'extraTypes'> & Pick<FitsOptions, 'type' | 'extraTypes' | 'listed'>;

/** The printings a query names; with `fits`, the cards a deck with that Totem may hold under `house` (`why` one). */
export async function findOf(ctx: CommandContext, query: string, house: HouseConfig, o: FindOptions): Promise<Found> {
  if (o.fits === undefined) return { kind: 'found', found: findCards(ctx, query, { limit: o.limit }) };
  const options = {
    ...o,
    totem: o.fits,
    type: o.type ?? null,
    category: o.category ?? null,
    extraTypes: o.extraTypes ?? null,
    context: ruleContext(house, o.variant),
    settings: house.rules,
  };
  if (o.why !== undefined) return { kind: 'why', why: await whyFits(ctx, o.why, options) };
  return { kind: 'fits', fits: await findFits(ctx, query, options) };
}

/** `totem cards find`: like grep, nothing found is exit 1 in every format, so a script can tell without parsing. */
export const find: CommandModule<FindFlags, Found, FindCardsAnswer> = {
  search: true,
  run: async ({ args, flags, session, config }) => {
    const query = args[0] as string | undefined;
    // The words of commander's missing argument (`[query]` is optional with --fits only), in the CLI's scope.
    if (flags.fits === undefined && query === undefined)
      throw errorOf(UsageError, 'cmd-missing-argument', { name: 'query' }, MISSING, 'cli');
    // What `check` applies with --fits: the house config of this folder (bans, rule settings, rulings), the variant.
    const house = flags.fits === undefined ? EMPTY_CONFIG : await config();
    const [type, extraTypes] = [oneTypeOption(flags.type), extraTypesOption(flags.extraTypes)];
    return findOf(await session(), query ?? '', house, { ...flags, type, extraTypes });
  },
  answer: findAnswer,
  text: (r, context) =>
    r.kind === 'found'
      ? cards.formatFoundText(r.found, context)
      : r.kind === 'fits'
        ? fits.formatFitsText(r.fits, context)
        : fits.formatWhyText(r.why, context),
  // The JSON says it is capped itself (`capped`, `total`); a person reading the run sees it on stderr too.
  jsonNotice: (r, context) => (r.kind === 'found' ? cards.findCappedLine(r.found, context) : ''),
  table: (r) => r.kind !== 'why' && (r.kind === 'found' ? r.found : r.fits).rows.length > 0,
  exitCode: (r) => ((r.kind === 'why' ? r.why.fits : (r.kind === 'found' ? r.found : r.fits).rows.length > 0) ? 0 : 1),
};
