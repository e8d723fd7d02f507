import type { Notice } from '../model/notice.js';
import { cardNotice } from '../model/card-messages.js';
import type { CardCache } from '../cards/cache/overlay.js';
import type { CardPack } from '../cards/pack/reader.js';
import type { RemoteCards } from '../cards/lookup/lookup.js';
import { ChainedRemote } from './chained-remote.js';
import { ApiClient, ApiRemote } from './pokemontcg/api.js';
import { TcgdexClient } from './tcgdex/api.js';
import { TcgdexRemote } from './tcgdex/remote.js';
import { pokemonTcgApiAsked, type CheckedApis } from './settings.js';

// The one entry into the card API clients from runtime code: loaded with a dynamic import when a line is missing
// from the packs (commands/lazy-remote.ts) or `cards sync` runs. dependency-cruiser forbids any other way in (but
// settings.ts, which a run checks as it starts).

export { newerTcgdexSets } from './tcgdex/set-map.js';

/**
 * TCGdex first (kept up to date, every language), the Pokémon TCG API for what it lacks or when it fails (asked
 * while it is announced to answer, or when a mirror or key is set), both writing their answers into the overlay.
 */
export function cardApis(cache: CardCache, apis: CheckedApis, warn: (notice: Notice) => void): RemoteCards {
  const remotes: { name: Notice; remote: RemoteCards }[] = [];
  if (apis.tcgdex) {
    const tcgdex = new TcgdexClient(apis.tcgdex);
    const remote = new TcgdexRemote(tcgdex, cache, warn, { onNames: (names) => cache.putLocalizedNames(names) });
    remotes.push({ name: cardNotice('api-tcgdex'), remote });
  }
  if (pokemonTcgApiAsked(apis.pokemontcg) || remotes.length === 0)
    remotes.push({
      name: cardNotice('api-pokemontcg'),
      remote: new ApiRemote(new ApiClient(apis.pokemontcg), cache, warn),
    });
  // Even one API goes through the chain, which names the sources that failed.
  return new ChainedRemote(remotes, warn);
}

type SyncProgress = (done: number, total: number, set: string) => void;
export type SyncResult = Awaited<ReturnType<ApiRemote['sync']>>;

/** One API `cards sync` can download from, in the order it is tried. */
export interface SyncSource {
  name: Notice;
  sync(progress: SyncProgress): Promise<SyncResult>;
}

/**
 * Where `cards sync` downloads whole sets into the overlay from: TCGdex, then the Pokémon TCG API when TCGdex fails
 * (TOTEM_TCGDEX_URL=off: that API alone). With a card pack, only the sets it lacks.
 */
export function syncSources(
  store: CardCache,
  pack: CardPack | null,
  apis: CheckedApis,
  warn: (notice: Notice) => void,
): SyncSource[] {
  const sources: SyncSource[] = [];
  if (apis.tcgdex) {
    const remote = new TcgdexRemote(new TcgdexClient({ baseUrl: apis.tcgdex.baseUrl }), store, warn, {
      onNames: (names) => store.putLocalizedNames(names),
      skipSets: pack?.tcgdexSets(),
    });
    sources.push({ name: cardNotice('api-tcgdex'), sync: (progress) => remote.sync(progress) });
  }
  const { baseUrl, apiKey } = apis.pokemontcg;
  const remote = new ApiRemote(new ApiClient({ baseUrl, apiKey }), store, warn);
  sources.push({
    name: cardNotice('api-pokemontcg'),
    sync: (progress) => remote.sync(progress, (id) => pack?.knowsSet(id) ?? false),
  });
  return sources;
}
