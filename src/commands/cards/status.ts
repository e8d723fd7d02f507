import type { Notice } from '../../model/notice.js';
import { cardDataDate, oldDataNotice, overlayPath } from '../../cards/open.js';
import { CardCache } from '../../cards/cache/overlay.js';
import { cardNotice } from '../../model/card-messages.js';
import { openPackDir, packDir } from '../../cards/pack/node.js';
import { cardEnv } from '../shared/card-env.js';
import { POKEMONTCG_API_END, checkApiSettings, pokemonTcgApiAsked } from '../../sources/settings.js';
import { list } from '../../model/message.js';
import type { CommandModule } from '../shared/command.js';

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
  answer: ({ data: r, pokemonTcgApi }) => ({
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
