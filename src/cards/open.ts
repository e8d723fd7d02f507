import { join } from 'node:path';
import envPaths from 'env-paths';
import type { ImportReport } from './sources/pokemontcg/dataset.js';
import { datasetState, isUpToDate } from './sources/pokemontcg/dataset-state.js';
import { CardLookup, type RemoteCards } from './lookup/lookup.js';
import { openStore, type CardStore } from './store/store.js';
import { NoCardDataError } from '../model/errors.js';

export interface SourceOptions {
  dataDir?: string;
  offline?: boolean;
  cacheDir?: string;
  apiUrl?: string;
  apiKey?: string;
  apiTimeoutMs?: number;
  /** Where warnings go as they happen (the CLI prints them); without it they are collected in `warnings`. */
  onWarning?: (message: string) => void;
}

export interface CardSource {
  lookup: CardLookup;
  store: CardStore;
  warnings: string[];
  imported: ImportReport | null;
  close(): void;
}

export function storePath(cacheDir?: string): string {
  const dir = cacheDir ?? process.env.TOTEM_CACHE_DIR ?? envPaths('totem', { suffix: '' }).cache;
  return join(dir, 'cards.sqlite');
}

export const HOW_TO_GET_DATA =
  'get card data with `totem cards sync` (downloads from the Pokémon TCG API into the cache), or point --data-dir / TOTEM_DATA_DIR at a pokemon-tcg-data checkout (https://github.com/PokemonTCG/pokemon-tcg-data)';

/**
 * Card data in this order: a data dir (imported into the store when it changed), the store, then the API
 * unless offline. With a data dir the dataset is complete, so the API is not asked.
 */
export async function openCardSource(options: SourceOptions): Promise<CardSource> {
  const opened = openStore(storePath(options.cacheDir));
  const { store } = opened;
  const warnings: string[] = [];
  const warn = options.onWarning ?? ((m: string) => warnings.push(m));
  for (const w of opened.warnings) warn(w);
  let imported: ImportReport | null = null;
  try {
    const dataDir = options.dataDir ?? process.env.TOTEM_DATA_DIR;
    if (dataDir) {
      const state = datasetState(dataDir);
      // The importer (schema, normalisation) loads only when the dataset changed.
      if (!isUpToDate(store, state.root, state.stat))
        imported = (await import('./sources/pokemontcg/dataset.js')).importDataset(store, dataDir);
      for (const issue of imported?.issues.slice(0, 5) ?? []) warn(`data: ${issue}`);
      if (imported && imported.issues.length > 5)
        warn(`data: … and ${imported.issues.length - 5} more records skipped`);
    }
    let remote: RemoteCards | null = null;
    if (!dataDir && !options.offline) {
      const { ApiClient, ApiRemote } = await import('./sources/pokemontcg/api.js');
      const client = new ApiClient({
        baseUrl: options.apiUrl ?? process.env.TOTEM_API_URL,
        apiKey: options.apiKey ?? process.env.POKEMONTCG_API_KEY,
        timeoutMs: options.apiTimeoutMs,
      });
      remote = new ApiRemote(client, store, warn);
    }
    if (!remote && store.count() === 0) {
      throw new NoCardDataError(
        `no card data: the card store ${store.path} is empty${options.offline ? ' and --offline forbids the API' : ''}; ${HOW_TO_GET_DATA}`,
      );
    }
    return { lookup: new CardLookup(store, remote, warn), store, warnings, imported, close: () => store.close() };
  } catch (error) {
    store.close();
    throw error;
  }
}
