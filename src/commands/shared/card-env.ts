import { delimiter } from 'node:path';
import { cacheDir, type SourceOptions } from '../../cards/open.js';
import { checkApiSettings, type ApiSettings } from '../../sources/settings.js';
import type { CardRef } from '../../model/deck.js';
import type { Notice } from '../../model/notice.js';
import type { CardLookup, RemoteCards } from '../../cards/lookup/lookup.js';

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
    openDataDirPack: async (dirs, options) => (await import('../../packer/index.js')).openDirsPack(dirs, options),
    openApis: (cache, warn) => {
      const apis = checkApiSettings(env.apis);
      return new LazyRemote(async () => (await import('../../sources/index.js')).cardApis(cache, apis, warn));
    },
  };
}

/**
 * The card APIs, made on first need. Making them loads their clients (pokemontcgsdk with axios, which reaches
 * Node's fetch; the TCGdex client and the zod schemas of both): about a third of a warm check's start-up, for a
 * run the local card data answers whole. So the clients are loaded when a line is missing from the local data
 * (`fetchRefs`, `fetchNames`), or when a line is written with a card id (`prepare`), which `storedIdOf` must map
 * synchronously (a TCGdex id, `sv03-125`, is stored as `sv3-125`). What a run must check as it starts (the API
 * addresses, the network budget) the caller checks before making this.
 */
export class LazyRemote implements RemoteCards {
  private opening: Promise<RemoteCards> | null = null;
  private opened: RemoteCards | null = null;

  constructor(private readonly open: () => Promise<RemoteCards>) {}

  private remote(): Promise<RemoteCards> {
    this.opening ??= this.open().then((remote) => (this.opened = remote));
    return this.opening;
  }

  async prepare(refs: readonly CardRef[]): Promise<void> {
    if (refs.some((ref) => ref.id)) await this.remote();
  }

  async fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<CardRef[] | void> {
    return (await this.remote()).fetchRefs(refs, lookup);
  }

  async fetchNames(names: string[]): Promise<void> {
    await (await this.remote()).fetchNames(names);
  }

  /** A source that was never asked vouches for nothing it did not answer; once made, it says for itself. */
  covers(ref: CardRef, lookup: CardLookup): boolean {
    return this.opened?.covers?.(ref, lookup) ?? true;
  }

  /** None failed before any was asked. */
  failedSources(): Notice[] {
    return this.opened?.failedSources?.() ?? [];
  }

  storedIdOf(id: string): string | undefined {
    return this.opened?.storedIdOf?.(id);
  }
}
