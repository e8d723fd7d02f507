import { delimiter, join } from 'node:path';
import envPaths from 'env-paths';
import {
  dataDirState,
  importDataDirs,
  importEstimate,
  isImported,
  type DataDirState,
  type ImportEvent,
  type ImportReport,
} from './import.js';
import { CardLookup, type RemoteCards } from './lookup/lookup.js';
import type { CardIndex } from './card-index.js';
import { LayeredIndex } from './layered-index.js';
import { openPackDir, packDir } from './pack/node.js';
import type { CardPack } from './pack/reader.js';
import { openStore, type CardStore } from './store/store.js';
import { fnv } from './stat-signature.js';
import { ApiError, NoCardDataError, errorOf } from '../model/errors.js';
import { list } from '../model/message.js';
import type { Notice } from '../model/notice.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { CARD_MESSAGES, cardNotice } from './messages.js';
import { CardApisFailed } from './chained-remote.js';
import { CardApiError } from './sources/http.js';

export interface SourceOptions {
  /** pokemon-tcg-data and/or tcgdex/cards-database checkouts, in order of precedence. */
  dataDirs?: string[];
  offline?: boolean;
  cacheDir?: string;
  apiUrl?: string;
  apiKey?: string;
  apiTimeoutMs?: number;
  /** Every API request of the run together, retries and waits included (default: TOTEM_NETWORK_BUDGET, else 20 s). */
  networkBudgetMs?: number;
  /** Where warnings go as they happen (the CLI prints them); without it they are collected in `warnings`. */
  onWarning?: (notice: Notice) => void;
  /** Told before and after data dirs are imported (seconds of waiting on a first run), so the CLI can say so. */
  onImport?: (event: ImportEvent) => void;
}

/** The card data a run opened (one name: `CardSource` is the library's list of cards a caller brings). */
export interface OpenedCards {
  lookup: CardLookup;
  /** The card APIs this source asks for what it lacks (null offline or with data dirs): a new lookup may reuse them. */
  remote: RemoteCards | null;
  /** Every card this run reads: the pack over the store, or the store alone (data dirs, no pack). */
  cards: CardIndex;
  /** The SQLite store: the data dirs' import, or the cache of cards fetched from the APIs. */
  store: CardStore;
  /** The shipped card pack, when this run reads it (no data dir, a pack present). */
  pack: CardPack | null;
  warnings: Notice[];
  imported: ImportReport | null;
  close(): void;
}

/** The cache folder: TOTEM_CACHE_DIR (an empty value counts as unset), else the user cache directory. */
export function cacheDir(explicit?: string): string {
  return explicit || process.env.TOTEM_CACHE_DIR || envPaths('totem', { suffix: '' }).cache;
}

/**
 * Where the cards of a run live. Data dirs get a store of their own, named after their folders, so a check
 * with data dirs sees those datasets and nothing else, and another process importing other dirs into the cache
 * never changes what this run reads. Without data dirs, the API cache `cards.sqlite`.
 */
export function storePath(dir?: string, dataDirs: DataDirState[] = []): string {
  if (dataDirs.length === 0) return join(cacheDir(dir), 'cards.sqlite');
  return join(cacheDir(dir), 'datasets', `${fnv(dataDirs.map((d) => d.root).join('\0'))}.sqlite`);
}

/** `TOTEM_DATA_DIR` holds one or more folders separated by the platform's path delimiter (`:`; `;` on Windows). */
export function dataDirsFromEnv(): string[] {
  return (process.env.TOTEM_DATA_DIR ?? '').split(delimiter).filter(Boolean);
}

let lastStore: string | null = null;

/** The store this process opened last (to rebuild it when it turns out damaged mid-run). */
export function openedStorePath(): string | null {
  return lastStore;
}

export const HOW_TO_GET_DATA =
  'get card data with `totem cards sync` (downloads from the card APIs into the cache), or point --data-dir / TOTEM_DATA_DIR at a pokemon-tcg-data or tcgdex/cards-database checkout';

/**
 * Card data in this order. With data dirs: those datasets (imported into their own store when they changed),
 * complete, so no API is asked. Without: the shipped card pack, the cards fetched earlier into the cache, then
 * (unless offline) the TCGdex API for what the pack lacks, the Pokémon TCG API last.
 */
export async function openCardSource(options: SourceOptions): Promise<OpenedCards> {
  const dataDirs = options.dataDirs?.length ? options.dataDirs : dataDirsFromEnv();
  const states = dataDirs.map(dataDirState);
  const shipped = states.length ? null : packDir();
  const pack = shipped ? await openPackDir(shipped) : null;
  const path = storePath(options.cacheDir, states);
  lastStore = path;
  const opened = openStore(path);
  const { store } = opened;
  const warnings: Notice[] = [];
  const warn = options.onWarning ?? ((notice: Notice) => warnings.push(notice));
  for (const w of opened.warnings) warn(w);
  let imported: ImportReport | null = null;
  try {
    // A store that cannot be written (a read-only cache, a full disk) is read as it is: no import, no download.
    const frozen = store.db.readonly;
    if (frozen && states.length && !isImported(store, states))
      warn(cardNotice('store-not-updated', { store: store.path, dirs: dataDirs.join(', ') }));
    // With a pack, a cache that cannot be written only keeps newer sets from being fetched: no warning for that.
    if (frozen && !states.length && !options.offline && !pack)
      warn(cardNotice('store-no-download', { store: store.path }));
    if (!frozen && states.length && !isImported(store, states)) {
      options.onImport?.({
        phase: 'start',
        dirs: dataDirs,
        firstRun: store.count() === 0,
        aboutSeconds: importEstimate(states),
      });
      try {
        imported = await importDataDirs(store, states);
      } catch (error) {
        options.onImport?.({ phase: 'failed' });
        throw error;
      }
      options.onImport?.({ phase: 'done', cards: imported.cards, ms: imported.ms, imported: imported.imported });
      for (const issue of imported.issues.slice(0, 5)) warn(cardNotice('data-issue', { issue }));
      if (imported.issues.length > 5) warn(cardNotice('data-more', { count: imported.issues.length - 5 }));
    }
    let remote: RemoteCards | null = null;
    if (!frozen && !states.length && !options.offline) {
      // TCGdex first (kept up to date, every language), the Pokémon TCG API for what it lacks or when it fails.
      const [
        { ApiClient, ApiRemote },
        { TcgdexClient, tcgdexUrlFromEnv },
        { TcgdexRemote },
        { ChainedRemote },
        { NetworkBudget, networkBudgetMs },
      ] = await Promise.all([
        import('./sources/pokemontcg/api.js'),
        import('./sources/tcgdex/api.js'),
        import('./sources/tcgdex/remote.js'),
        import('./chained-remote.js'),
        import('./sources/http.js'),
      ]);
      // One budget for the run, shared by both clients: trickling or throttling APIs cost at most this long.
      const budget = new NetworkBudget(options.networkBudgetMs ?? networkBudgetMs());
      const client = new ApiClient({
        baseUrl: options.apiUrl ?? process.env.TOTEM_API_URL,
        apiKey: options.apiKey ?? process.env.POKEMONTCG_API_KEY,
        timeoutMs: options.apiTimeoutMs,
        budget,
      });
      const remotes: { name: Notice; remote: RemoteCards }[] = [];
      // TOTEM_TCGDEX_URL=off: the Pokémon TCG API alone (a mirror of it, a network that allows only it).
      if (process.env.TOTEM_TCGDEX_URL !== 'off') {
        const tcgdex = new TcgdexClient({ baseUrl: tcgdexUrlFromEnv(), timeoutMs: options.apiTimeoutMs, budget });
        remotes.push({
          name: cardNotice('api-tcgdex'),
          remote: new TcgdexRemote(tcgdex, store, warn, { onNames: (names) => store.putLocalizedNames(names) }),
        });
      }
      remotes.push({ name: cardNotice('api-pokemontcg'), remote: new ApiRemote(client, store, warn) });
      // Even one API goes through the chain, which names the sources that failed.
      remote = new ChainedRemote(remotes, warn);
    }
    const cards: CardIndex = pack ? new LayeredIndex(pack, store) : store;
    if (!remote && cards.count() === 0) {
      throw errorOf(NoCardDataError, 'no-card-data', {
        store: store.path,
        offline: { kind: 'message', id: options.offline ? 'no-card-data-offline' : 'none', data: {} },
        how: { kind: 'message', id: 'how-to-get-data', data: {} },
      });
    }
    const lookup = new CardLookup(cards, remote, warn, (error) => noCardDataAfter(error, store.path));
    return { lookup, remote, cards, store, pack, warnings, imported, close: () => store.close() };
  } catch (error) {
    store.closeAfter(error);
    throw error;
  }
}

/**
 * No card here at all (no pack, an empty store) and every card API failed: "no card data", which API failed and
 * why, and what to do — connect, or use a data dir — instead of the last API's error alone. Null for a failure
 * that is not the APIs' (the store's own errors are reported as themselves).
 */
export function noCardDataAfter(error: unknown, store: string): NoCardDataError | null {
  if (!(error instanceof CardApisFailed)) return null;
  const { failures } = error;
  const unreachable = failures.every((f) => f.error instanceof CardApiError && f.error.failure?.unreachable);
  const render = (locale: Locale): string => {
    const why = failures
      .map(({ error: e }) =>
        e instanceof CardApiError && e.failure
          ? renderMessage(
              CARD_MESSAGES,
              'cards',
              'api-failure-of',
              { url: e.failure.url, detail: e.failure.detail },
              locale,
            )
          : (e as ApiError).text(locale),
      )
      .join('; ');
    const apis = list(failures.map((f) => f.name.text(locale)));
    const id = unreachable ? 'no-data-unreachable' : 'no-data-api-failed';
    return renderMessage(CARD_MESSAGES, 'cards', id, { store, apis, why, count: failures.length }, locale);
  };
  return new NoCardDataError(render(ENGLISH), render);
}

/**
 * How old the pack's card data is and how to get newer cards: said when a run that read only the pack (offline)
 * found cards it does not know, which may be newer than the pack.
 */
export function packAgeNotice(pack: CardPack): Notice {
  const newest = pack.sets().reduce((a, b) => (b.releaseDate > a.releaseDate ? b : a));
  return cardNotice('pack-age', { set: `${newest.name} (${newest.code ?? newest.id})`, date: newest.releaseDate });
}
