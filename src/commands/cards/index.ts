import type { FoundCards, CardInfoResult } from '../../model/results.js';
import type { FitsResult, WhyFit } from '../../model/fits.js';
import type { GameVariant } from '../../model/variant.js';
import { cardInfo, findCards } from '../shared/cards.js';
import { findFits, whyFits } from './fits.js';
import { ruleContext } from '../../check/house-config.js';
import { extraTypesOption, oneTypeOption, type FitsCategory } from '../shared/options.js';
import type { CommandModule } from '../shared/command.js';
import { UsageError, errorOf } from '../../model/errors.js';
import * as cards from '../../format/cards.js';
import * as fits from '../../format/fits.js';
import { cleanJson } from '../../model/clean.js';
import type { Notice } from '../../model/notice.js';
import { cardDataDate, oldDataNotice, overlayPath } from '../../cards/open.js';
import { CardCache } from '../../cards/cache/overlay.js';
import { cardNotice } from '../../model/card-messages.js';
import { openPackDir, packDir } from '../../cards/pack/node.js';
import { cardEnv } from '../shared/card-env.js';
import { POKEMONTCG_API_END, checkApiSettings, pokemonTcgApiAsked } from '../../sources/settings.js';
import { list } from '../../model/message.js';

const MISSING = { 'cmd-missing-argument': "missing required argument '{name}'" };

/** `totem cards info CARD`: one card's facts, as the rules see them. */
export const info: CommandModule<object, CardInfoResult> = {
  run: async (run) => cardInfo(await run.session(), run.args[0] as string),
  json: cards.formatCardInfoJson,
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

type Found = { kind: 'found'; found: FoundCards } | { kind: 'fits'; fits: FitsResult } | { kind: 'why'; why: WhyFit };

/** `totem cards find`: like grep, nothing found is exit 1 in every format, so a script can tell without parsing. */
export const find: CommandModule<FindFlags, Found> = {
  search: true,
  run: async ({ args, flags, session, config }) => {
    const query = args[0] as string | undefined;
    if (flags.fits === undefined) {
      // The words of commander's missing argument (`[query]` is optional with --fits only), in the CLI's scope.
      if (query === undefined) throw errorOf(UsageError, 'cmd-missing-argument', { name: 'query' }, MISSING, 'cli');
      return { kind: 'found', found: findCards(await session(), query, { limit: flags.limit }) };
    }
    // What `check` applies here: the house config of this folder (bans, rule settings, rulings) and the variant.
    const house = await config();
    const options = {
      totem: flags.fits,
      type: oneTypeOption(flags.type),
      category: flags.category ?? null,
      extraTypes: extraTypesOption(flags.extraTypes),
      limit: flags.limit,
      includeBanned: flags.includeBanned,
      context: ruleContext(house, flags.variant),
      settings: house.rules,
    };
    if (flags.why !== undefined) return { kind: 'why', why: await whyFits(await session(), flags.why, options) };
    return { kind: 'fits', fits: await findFits(await session(), query ?? '', options) };
  },
  json: (r) =>
    cleanJson(
      r.kind === 'found'
        ? cards.foundJsonOf(r.found)
        : r.kind === 'fits'
          ? fits.fitsJsonOf(r.fits)
          : fits.whyJsonOf(r.why),
    ),
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

/**
 * The card data a run reads unless told otherwise (the shipped pack, or TOTEM_PACK_DIR's), dated (null: no pack);
 * past 90 days before today (TOTEM_TODAY, for tests), how to update (`old`); online, the sets TCGdex lists that it
 * lacks (`newer`: none offline or when TCGdex did not answer).
 */
type CardDataStatus = {
  data: (ReturnType<typeof cardDataDate> & { old: Notice | null; newer: string[] }) | null;
  /** The Pokémon TCG API's state today: asked until its end date, then only when set explicitly. */
  pokemonTcgApi: { asked: boolean; until: string; explicit: boolean };
};

/**
 * `totem cards status`: the card data's newest set and its release date (the pack's index only); unless
 * `--offline`, the sets TCGdex lists that it lacks. An outage says nothing and changes no exit code.
 */
export const status: CommandModule<{ offline?: boolean }, CardDataStatus> = {
  run: async ({ flags }) => {
    const env = cardEnv();
    // TOTEM_TODAY not a date: today's clock, as if unset.
    const given = new Date(env.today ?? Date.now());
    const today = Number.isNaN(given.getTime()) ? new Date() : given;
    const { pokemontcg } = checkApiSettings(env.apis);
    const explicit = Boolean(pokemontcg.baseUrl || pokemontcg.apiKey);
    const pokemonTcgApi = { asked: pokemonTcgApiAsked(pokemontcg, today), until: POKEMONTCG_API_END, explicit };
    const dir = packDir(env.packDir);
    if (!dir) return { data: null, pokemonTcgApi };
    const pack = await openPackDir(dir);
    const dated = cardDataDate(pack);
    const tcgdex = !flags.offline && checkApiSettings(env.apis).tcgdex;
    // Held: the pack's sets, and those `cards sync` brought whole into the cache.
    const [held, synced] = [pack.tcgdexSets(), new CardCache(overlayPath(env.cacheDir))];
    const newer = tcgdex
      ? await (
          await import('../../sources/index.js')
        )
          .newerTcgdexSets((id) => held.has(id) || synced.getMeta(`tcgdex.sync.${id}`) === 'done', tcgdex)
          .catch(() => [])
      : [];
    return { data: { ...dated, old: oldDataNotice(dated.date, today), newer }, pokemonTcgApi };
  },
  json: ({ data: r, pokemonTcgApi }) =>
    cleanJson({
      ...(r && { newestSet: r.set, releaseDate: r.date, old: r.old !== null, newerSets: r.newer }),
      pokemonTcgApi,
    }),
  text: ({ data: r, pokemonTcgApi: api }, { locale, t }) =>
    [
      (r ? cardNotice('data-date', { set: r.set, date: r.date }) : cardNotice('data-none')).text(locale),
      t(api.explicit ? 'pokemontcg-explicit' : api.asked ? 'pokemontcg-until' : 'pokemontcg-ended', {
        date: api.until,
      }),
    ].join('\n'),
  warnings: ({ data: r }, { t }) => [
    ...(r?.old ? [r.old] : []),
    ...(r?.newer.length ? [t('newer-sets', { sets: list(r.newer) })] : []),
  ],
  exitCode: () => 0,
};
