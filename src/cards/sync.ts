import type { Notice } from '../model/notice.js';
import { cardNotice } from './messages.js';
import type { CardPack } from './pack/reader.js';
import type { CardCache } from './cache/overlay.js';

export type SyncProgress = (done: number, total: number, set: string) => void;
export interface SyncResult {
  cards: number;
  sets: number;
  skipped: number;
}

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
export async function syncSources(
  store: CardCache,
  pack: CardPack | null,
  warn: (notice: Notice) => void,
): Promise<SyncSource[]> {
  const sources: SyncSource[] = [];
  if (process.env.TOTEM_TCGDEX_URL !== 'off') {
    const [{ TcgdexClient, tcgdexUrlFromEnv }, { TcgdexRemote }] = await Promise.all([
      import('../sources/tcgdex/api.js'),
      import('../sources/tcgdex/remote.js'),
    ]);
    const remote = new TcgdexRemote(new TcgdexClient({ baseUrl: tcgdexUrlFromEnv() }), store, warn, {
      onNames: (names) => store.putLocalizedNames(names),
      skipSets: pack?.tcgdexSets(),
    });
    sources.push({ name: cardNotice('api-tcgdex'), sync: (progress) => remote.sync(progress) });
  }
  const { ApiClient, ApiRemote } = await import('../sources/pokemontcg/api.js');
  const client = new ApiClient({ baseUrl: process.env.TOTEM_API_URL, apiKey: process.env.POKEMONTCG_API_KEY });
  const remote = new ApiRemote(client, store, warn);
  sources.push({
    name: cardNotice('api-pokemontcg'),
    sync: (progress) => remote.sync(progress, (id) => pack?.knowsSet(id) ?? false),
  });
  return sources;
}
