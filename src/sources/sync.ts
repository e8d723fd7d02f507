import type { Notice } from '../model/notice.js';
import { cardNotice } from '../model/card-messages.js';
import type { CardPack } from '../cards/pack/reader.js';
import type { CardCache } from '../cards/cache/overlay.js';
import { ApiClient, ApiRemote } from './pokemontcg/api.js';
import { TcgdexClient } from './tcgdex/api.js';
import { TcgdexRemote } from './tcgdex/remote.js';
import type { CheckedApis } from './settings.js';

type SyncProgress = (done: number, total: number, set: string) => void;
export type SyncResult = Awaited<ReturnType<ApiRemote['sync']>>;

/** One API `cards sync` can download from, in the order it is tried. */
export interface SyncSource {
  name: Notice;
  sync(progress: SyncProgress): Promise<SyncResult>;
}

/**
 * Where `cards sync` downloads whole sets into the overlay from: TCGdex first (kept up to date, names in every
 * language), the Pokémon TCG API when TCGdex fails (TOTEM_TCGDEX_URL=off: that API alone). With a card pack,
 * only the sets it lacks.
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
