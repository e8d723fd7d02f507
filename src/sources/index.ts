import type { Notice } from '../model/notice.js';
import { cardNotice } from '../model/card-messages.js';
import type { CardCache } from '../cards/cache/overlay.js';
import type { RemoteCards } from '../cards/lookup/lookup.js';
import { ChainedRemote } from './chained-remote.js';
import { ApiClient, ApiRemote, pokemonTcgApiAsked } from './pokemontcg/api.js';
import { TcgdexClient } from './tcgdex/api.js';
import { TcgdexRemote } from './tcgdex/remote.js';
import type { CheckedApis } from './settings.js';

// The one entry into the card API clients from runtime code: loaded with a dynamic import when a line is missing
// from the packs (commands/lazy-remote.ts) or `cards sync` runs. dependency-cruiser forbids any other way in (but
// settings.ts, which a run checks as it starts).

export { syncSources, type SyncResult } from './sync.js';
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
