import { delimiter, join } from 'node:path';
import envPaths from 'env-paths';
import { dataDirState, type ImportEvent, type ImportReport } from './cache/data-dirs.js';
import { openDataDirPack } from './cache/data-dir-pack.js';
import { CardCache } from './cache/overlay.js';
import { setAside } from './cache/atomic.js';
import { CardLookup, type RemoteCards } from './lookup/lookup.js';
import type { CardIndex } from './card-index.js';
import { LayeredIndex } from './layered-index.js';
import { openPackDir, packDir } from './pack/node.js';
import type { CardPack } from './pack/reader.js';
import { ApiError, NoCardDataError, errorOf } from '../model/errors.js';
import { list } from '../model/message.js';
import type { Notice } from '../model/notice.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { CARD_MESSAGES, cardNotice } from './messages.js';
import { CardApisFailed, ChainedRemote } from './chained-remote.js';
import { LazyRemote } from './lazy-remote.js';
import { CardApiError, NetworkBudget, networkBudgetMs } from '../sources/http.js';
import { tcgdexUrlFromEnv } from '../sources/tcgdex/url.js';

export interface SourceOptions {
  /** pokemon-tcg-data and/or tcgdex/cards-database checkouts, in order of precedence. */
  dataDirs?: string[];
  /** No API: `--offline`, or 'search' for a command that reads local data only unless told (its own choice). */
  offline?: boolean | 'search';
  cacheDir?: string;
  apiUrl?: string;
  apiKey?: string;
  apiTimeoutMs?: number;
  /** Every API request of the run together, retries and waits included (default: TOTEM_NETWORK_BUDGET, else 20 s). */
  networkBudgetMs?: number;
  /** Where warnings go as they happen (the CLI prints them); without it they are collected in `warnings`. */
  onWarning?: (notice: Notice) => void;
  /** Told before and after a pack of data dirs is built (seconds of waiting on a first run), so the CLI can say so. */
  onImport?: (event: ImportEvent) => void;
}

/** The card data a run opened (one name: `CardSource` is the library's list of cards a caller brings). */
export interface OpenedCards {
  lookup: CardLookup;
  /** The card APIs this source asks for what it lacks (null offline or with data dirs): a new lookup may reuse them. */
  remote: RemoteCards | null;
  /** Every card this run reads: the shipped pack over the overlay, or the data dirs' pack alone. */
  cards: CardIndex;
  /** The overlay of API answers in the cache (null with data dirs, which ask no API). */
  cache: CardCache | null;
  /** The pack this run reads: the shipped one, or the data dirs' pack. */
  pack: CardPack | null;
  /** The data dirs' pack folder in the cache, when this run reads one from there. */
  dataPack: string | null;
  warnings: Notice[];
  imported: ImportReport | null;
  close(): void;
}

/** The cache folder: TOTEM_CACHE_DIR (an empty value counts as unset), else the user cache directory. */
export function cacheDir(explicit?: string): string {
  return explicit || process.env.TOTEM_CACHE_DIR || envPaths('totem', { suffix: '' }).cache;
}

/** The overlay pack of API answers: `<cache>/overlay`. */
export function overlayPath(dir?: string): string {
  return join(cacheDir(dir), 'overlay');
}

/** `TOTEM_DATA_DIR` holds one or more folders separated by the platform's path delimiter (`:`; `;` on Windows). */
export function dataDirsFromEnv(): string[] {
  return (process.env.TOTEM_DATA_DIR ?? '').split(delimiter).filter(Boolean);
}

let lastDataPack: string | null = null;

/** The data dirs' pack folder this process read last (to set it aside when it turns out damaged mid-run). */
export function openedDataPack(): string | null {
  return lastDataPack;
}

/**
 * Set aside the data dirs' pack this process read (damaged mid-run: a set file cut short or edited), so the next
 * open builds it again. Returns where it went, or null when this run read no such pack (the shipped pack's
 * damage is no cache's: it stays an error naming the file).
 */
export function setAsideDataPack(): string | null {
  if (!lastDataPack) return null;
  const dir = lastDataPack;
  lastDataPack = null;
  return setAside(dir) ? dir : null;
}

export const HOW_TO_GET_DATA =
  'get card data with `totem cards sync` (downloads from the card APIs into the cache), or point --data-dir / TOTEM_DATA_DIR at a pokemon-tcg-data or tcgdex/cards-database checkout';

/**
 * Card data in this order. With data dirs: those datasets (as a pack built into the cache when they changed),
 * complete, so no API is asked. Without: the shipped card pack, the overlay of cards fetched earlier, then
 * (unless offline) the TCGdex API for what the pack lacks, the Pokémon TCG API last.
 */
export async function openCardSource(options: SourceOptions): Promise<OpenedCards> {
  const dataDirs = options.dataDirs?.length ? options.dataDirs : dataDirsFromEnv();
  const warnings: Notice[] = [];
  const warn = options.onWarning ?? ((notice: Notice) => warnings.push(notice));
  if (dataDirs.length) {
    const states = dataDirs.map(dataDirState);
    const built = await openDataDirPack(states, {
      cacheDir: cacheDir(options.cacheDir),
      onImport: options.onImport,
      warn,
    });
    lastDataPack = built.dir;
    const { report } = built;
    if (report) {
      for (const issue of report.issues.slice(0, 5)) warn(cardNotice('data-issue', { issue }));
      if (report.issues.length > 5) warn(cardNotice('data-more', { count: report.issues.length - 5 }));
    }
    const lookup = new CardLookup(built.pack, null, warn, () => null);
    return {
      lookup,
      remote: null,
      cards: built.pack,
      cache: null,
      pack: built.pack,
      dataPack: built.dir,
      warnings,
      imported: report,
      close: () => {},
    };
  }
  lastDataPack = null;
  const shipped = packDir();
  const pack = shipped ? await openPackDir(shipped) : null;
  const cache = new CardCache(overlayPath(options.cacheDir), warn);
  // A cache that cannot be written (a read-only cache) is read as it is: nothing is downloaded into it.
  // With a pack, that only keeps newer sets from being fetched: no warning for that.
  if (cache.readonly && !options.offline && !pack) warn(cardNotice('store-no-download', { store: cache.path }));
  let remote: RemoteCards | null = null;
  if (!cache.readonly && !options.offline) remote = openRemotes(cache, options, warn);
  const cards: CardIndex = pack ? new LayeredIndex(pack, cache) : cache;
  if (!remote && cards.count() === 0) {
    throw errorOf(NoCardDataError, 'no-card-data', {
      store: cache.path,
      offline: {
        kind: 'message',
        id: options.offline === 'search' ? 'no-card-data-search' : options.offline ? 'no-card-data-offline' : 'none',
        data: {},
      },
      how: { kind: 'message', id: 'how-to-get-data', data: {} },
    });
  }
  // Offline (or a cache that can't be written), the cards of an overlay file found damaged can't be fetched again:
  // a line they may have held is unverified, naming the file, never judged without them.
  remote ??= cache.damagedFiles.length ? unreadFiles(cache.damagedFiles) : null;
  const lookup = new CardLookup(cards, remote, warn, (error) => noCardDataAfter(error, cache.path));
  return { lookup, remote, cards, cache, pack, dataPack: null, warnings, imported: null, close: () => cache.close() };
}

/** A stand-in for the APIs that answers nothing and says why: these card files could not be read. */
const unreadFiles = (files: string[]): RemoteCards => ({
  fetchRefs: (refs) => Promise.resolve(refs),
  fetchNames: () => Promise.resolve(),
  failedSources: () => [cardNotice('card-files-unread', { files: list(files) })],
});

/**
 * TCGdex first (kept up to date, every language), the Pokémon TCG API for what it lacks or when it fails. Their
 * clients are loaded only when a card is missing from the local data (see LazyRemote); what the run must check
 * as it starts — TOTEM_TCGDEX_URL and TOTEM_NETWORK_BUDGET, a usage error whether or not a card is missing — and
 * the run's network budget, which counts from the start, are read now.
 */
function openRemotes(cache: CardCache, options: SourceOptions, warn: (n: Notice) => void): RemoteCards {
  // One budget for the run, shared by both clients: trickling or throttling APIs cost at most this long.
  const budget = new NetworkBudget(options.networkBudgetMs ?? networkBudgetMs());
  // TOTEM_TCGDEX_URL=off: the Pokémon TCG API alone (a mirror of it, a network that allows only it).
  const tcgdexUrl = process.env.TOTEM_TCGDEX_URL !== 'off' ? tcgdexUrlFromEnv() : null;
  const api = {
    baseUrl: options.apiUrl ?? process.env.TOTEM_API_URL,
    apiKey: options.apiKey ?? process.env.POKEMONTCG_API_KEY,
    timeoutMs: options.apiTimeoutMs,
    budget,
  };
  return new LazyRemote(async () => {
    const [{ ApiClient, ApiRemote, pokemonTcgApiAsked }, { TcgdexClient }, { TcgdexRemote }] = await Promise.all([
      import('../sources/pokemontcg/api.js'),
      import('../sources/tcgdex/api.js'),
      import('../sources/tcgdex/remote.js'),
    ]);
    const remotes: { name: Notice; remote: RemoteCards }[] = [];
    if (tcgdexUrl !== null) {
      const tcgdex = new TcgdexClient({ baseUrl: tcgdexUrl, timeoutMs: options.apiTimeoutMs, budget });
      remotes.push({
        name: cardNotice('api-tcgdex'),
        remote: new TcgdexRemote(tcgdex, cache, warn, { onNames: (names) => cache.putLocalizedNames(names) }),
      });
    }
    if (pokemonTcgApiAsked(api) || remotes.length === 0)
      remotes.push({ name: cardNotice('api-pokemontcg'), remote: new ApiRemote(new ApiClient(api), cache, warn) });
    // Even one API goes through the chain, which names the sources that failed.
    return new ChainedRemote(remotes, warn);
  });
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
