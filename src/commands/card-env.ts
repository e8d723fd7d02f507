import { delimiter } from 'node:path';
import { cacheDir, type SourceOptions } from '../cards/open.js';
import { LazyRemote } from './lazy-remote.js';
import { checkApiSettings, type ApiSettings } from '../sources/settings.js';

/**
 * The environment's say in the card data, read here and nowhere else: the card code, the API clients and the
 * packer take it as options. TOTEM_DATA_DIR holds one or more folders separated by the platform's path
 * delimiter (`:`; `;` on Windows).
 */
export function cardEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    dataDirs: (env.TOTEM_DATA_DIR ?? '').split(delimiter).filter(Boolean),
    packDir: env.TOTEM_PACK_DIR,
    cacheDir: cacheDir(env.TOTEM_CACHE_DIR),
    /** What the card data's age is counted to: TOTEM_TODAY (`YYYY-MM-DD`, a fixed clock for tests), else now. */
    today: env.TOTEM_TODAY,
    apis: {
      apiUrl: env.TOTEM_API_URL,
      apiKey: env.POKEMONTCG_API_KEY,
      tcgdexUrl: env.TOTEM_TCGDEX_URL,
      networkBudget: env.TOTEM_NETWORK_BUDGET,
    } satisfies ApiSettings,
  };
}

/**
 * How a run opens card data beyond the packs: the packer (src/packer/) and the API clients (src/sources/), each
 * loaded with a dynamic import when needed — data dirs named; a line missing from the local data. The APIs'
 * settings are checked now (a usage error whether or not a card is missing) and the network budget counts from now.
 */
export function cardSources(
  env = cardEnv(),
): Pick<SourceOptions, 'cacheDir' | 'packDir' | 'openDataDirPack' | 'openApis'> {
  return {
    cacheDir: env.cacheDir,
    packDir: env.packDir,
    openDataDirPack: async (dirs, options) => (await import('../packer/index.js')).openDirsPack(dirs, options),
    openApis: (cache, warn) => {
      const apis = checkApiSettings(env.apis);
      return new LazyRemote(async () => (await import('../sources/index.js')).cardApis(cache, apis, warn));
    },
  };
}
