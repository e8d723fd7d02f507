import { join } from 'node:path';
import envPaths from 'env-paths';
import { CardCache } from './cache/overlay.js';
import { setAside } from '../files/atomic.js';
import { CardLookup, type RemoteCards } from './lookup/lookup.js';
import type { CardIndex } from './card-index.js';
import { LayeredIndex } from './layered-index.js';
import { openPackDir, packDir } from './pack/node.js';
import type { CardPack } from './pack/reader.js';
import { NoCardDataError, errorOf } from '../model/errors.js';
import { list, nested } from '../model/message.js';
import type { Notice } from '../model/notice.js';
import { cardNotice } from '../model/card-messages.js';

// The card code reads no environment variable and imports neither the API clients (src/sources/) nor the pack
// builder (src/packer/): the session reads the variables and hands both in as the functions below, each loading
// its folder with a dynamic import when it is needed (src/commands/card-env.ts).

/**
 * What a pack build that makes a run wait says, before and after: the CLI shows it (the cards layer never prints).
 * `aboutSeconds` is a rough guess from the kinds of data dirs, measured on a laptop.
 */
export type ImportEvent =
  | { phase: 'start'; dirs: string[]; firstRun: boolean; aboutSeconds: number }
  /** `imported` false: another process built the same pack while this one was building it. */
  | { phase: 'done'; cards: number; ms: number; imported: boolean }
  | { phase: 'failed' };

export interface ImportReport {
  /** False: the pack of these dirs was already up to date (or another process built it meanwhile). */
  imported: boolean;
  cards: number;
  sets: number;
  ms: number;
  /** One line per skipped record or unreadable file: "cards/en/sv3.json: sv3-125: hp: …". */
  issues: string[];
  /** The pack folder the cards are in; null when it was built in memory only (a cache that can't be written). */
  dir: string | null;
}

export interface DataDirPack {
  pack: CardPack;
  dir: string | null;
  /** The build this run did (null: the pack was up to date). */
  report: ImportReport | null;
}

export type OpenDataDirPack = (
  dirs: string[],
  options: { cacheDir: string; onImport?: (event: ImportEvent) => void; warn: (notice: Notice) => void },
) => Promise<DataDirPack>;

/** The card APIs over this overlay (sources/index.ts `cardApis`, loaded lazily), as the session hands them in. */
export type OpenApis = (cache: CardCache, warn: (notice: Notice) => void) => RemoteCards;

export interface SourceOptions {
  /** pokemon-tcg-data and/or tcgdex/cards-database checkouts, in order of precedence. */
  dataDirs: string[];
  /** No API: `--offline`, or 'search' for a command that reads local data only unless told (its own choice). */
  offline?: boolean | 'search';
  cacheDir: string;
  /** TOTEM_PACK_DIR: which pack a run reads (see pack/node.ts `packDir`). */
  packDir?: string;
  /** Opens the pack of the data dirs (required with data dirs). */
  openDataDirPack?: OpenDataDirPack;
  /** The card APIs for what the local data lacks (none: offline whatever `offline` says). */
  openApis?: OpenApis;
  /** Where warnings go as they happen (the CLI prints them). */
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
  pack: CardPack | null;
  /** The data dirs' pack folder in the cache, when this run reads one from there. */
  dataPack: string | null;
  close(): void;
}

/** The cache folder: the one given (TOTEM_CACHE_DIR; an empty value counts as unset), else the user cache directory. */
export function cacheDir(given?: string): string {
  return given || envPaths('totem', { suffix: '' }).cache;
}

export function overlayPath(dir?: string): string {
  return join(cacheDir(dir), 'overlay');
}

let lastDataPack: string | null = null;

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

/**
 * Card data in this order. With data dirs: those datasets (as a pack built into the cache when they changed),
 * complete, so no API is asked. Without: the shipped card pack, the overlay of cards fetched earlier, then
 * (unless offline) the TCGdex API for what the pack lacks, the Pokémon TCG API last.
 */
export async function openCardSource(options: SourceOptions): Promise<OpenedCards> {
  const { dataDirs } = options;
  const warn = options.onWarning ?? (() => {});
  if (dataDirs.length) {
    if (!options.openDataDirPack) throw new Error('openCardSource: data dirs without openDataDirPack');
    const built = await options.openDataDirPack(dataDirs, {
      cacheDir: options.cacheDir,
      onImport: options.onImport,
      warn,
    });
    lastDataPack = built.dir;
    const issues = built.report?.issues ?? [];
    for (const issue of issues.slice(0, 5)) warn(cardNotice('data-issue', { issue }));
    if (issues.length > 5) warn(cardNotice('data-more', { count: issues.length - 5 }));
    return {
      lookup: new CardLookup(built.pack, null, warn),
      remote: null,
      cards: built.pack,
      cache: null,
      pack: built.pack,
      dataPack: built.dir,
      close: () => {},
    };
  }
  lastDataPack = null;
  const shipped = packDir(options.packDir);
  const pack = shipped ? await openPackDir(shipped) : null;
  const cache = new CardCache(join(options.cacheDir, 'overlay'), warn);
  // A cache that cannot be written (a read-only cache) is read as it is: nothing is downloaded into it.
  // With a pack, that only keeps newer sets from being fetched: no warning for that.
  if (cache.readonly && !options.offline && !pack) warn(cardNotice('store-no-download', { store: cache.path }));
  let remote: RemoteCards | null = null;
  if (!cache.readonly && !options.offline && options.openApis) remote = options.openApis(cache, warn);
  const cards: CardIndex = pack ? new LayeredIndex(pack, cache) : cache;
  if (!remote && cards.count() === 0) {
    throw errorOf(NoCardDataError, 'no-card-data', {
      store: cache.path,
      offline: nested(
        options.offline === 'search' ? 'no-card-data-search' : options.offline ? 'no-card-data-offline' : 'none',
      ),
      how: nested('how-to-get-data'),
    });
  }
  // Offline (or a cache that can't be written), the cards of an overlay file found damaged can't be fetched again:
  // a line they may have held is unverified, naming the file, never judged without them.
  remote ??= cache.damagedFiles.length ? unreadFiles(cache.damagedFiles) : null;
  const lookup = new CardLookup(cards, remote, warn, (error) => noCardDataAfter(error, cache.path));
  return { lookup, remote, cards, cache, pack, dataPack: null, close: () => cache.close() };
}

/** A stand-in for the APIs that answers nothing and says why: these card files could not be read. */
const unreadFiles = (files: string[]): RemoteCards => ({
  fetchRefs: (refs) => Promise.resolve(refs),
  fetchNames: () => Promise.resolve(),
  failedSources: () => [cardNotice('card-files-unread', { files: list(files) })],
});

/**
 * No card here at all (no pack, an empty store) and every card API failed (they throw sources/chained-remote.ts
 * `CardApisFailed`): "no card data", which API failed and why, and what to do; null for a failure that is not the
 * APIs' (the store's own errors are reported as themselves).
 */
export function noCardDataAfter(error: unknown, store: string): NoCardDataError | null {
  const failed = error as { noCardData?: (store: string) => NoCardDataError } | null;
  return typeof failed?.noCardData === 'function' ? failed.noCardData(store) : null;
}

export function cardDataDate(pack: CardPack): { set: string; date: string } {
  const newest = pack.sets().reduce((a, b) => (b.releaseDate > a.releaseDate ? b : a));
  return { set: `${newest.name} (${newest.code ?? newest.id})`, date: newest.releaseDate };
}

/** Said when a run that read only the pack (offline) found cards it does not know: they may be newer than it. */
export const packAgeNotice = (pack: CardPack): Notice => cardNotice('pack-age', cardDataDate(pack));

/**
 * Card data dated more than 90 days before `today`: a notice of how to update it (browserslist's "caniuse-lite is
 * outdated"); null while it is recent. The days are counted in UTC.
 */
export function oldDataNotice(date: string, today: Date): Notice | null {
  const days = Math.floor((today.getTime() - Date.parse(date)) / 86_400_000);
  return days > 90 ? cardNotice('data-old', { date, days }) : null;
}
