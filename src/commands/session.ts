import { dirname, resolve } from 'node:path';
import { noCardDataAfter, openCardSource, packAgeNotice, type OpenedCards, type SourceOptions } from '../cards/open.js';
import { CardLookup } from '../cards/lookup/lookup.js';
import { LayeredIndex } from '../cards/layered-index.js';
import { CardCache } from '../cards/cache/overlay.js';
import type { ImportEvent } from '../cards/open.js';
import { cardEnv, cardSources } from './card-env.js';
import type { Notice } from '../model/notice.js';
import type { Locale } from '../model/render-message.js';
import { EMPTY_CONFIG, loadConfig, type HouseConfig } from './config.js';
import { findConfig } from './config-file.js';
import type { CommandContext } from './context.js';

/** What every command that reads cards is told, from its flags (the CLI) or its options (the library). */
export interface SessionOptions {
  /** `--data-dir`: beats `dataDir` in the config, which beats TOTEM_DATA_DIR. */
  dataDirs?: string[];
  offline?: SourceOptions['offline'];
  /** `--config FILE`: this config for every deck, instead of each folder's nearest totem.config.json. */
  configFile?: string;
  /** A config already read (the library's `config` object): used for every deck, no file is looked for. */
  config?: HouseConfig;
  /** Where to look for totem.config.json when no file is named (the first deck's folder, or the working one). */
  dir: string;
  /** The language of everything the commands put into words: passed, never read from a global. */
  locale: Locale;
  onWarning?: (notice: Notice) => void;
  onImport?: (event: ImportEvent) => void;
  /**
   * Keep the card source open for the process and reuse it in later sessions with the same card data (the
   * library: a bot checks many decks, each a call). `close()` then leaves it open; each session gets a lookup of
   * its own over it, so a card API that failed during one call is asked again by the next.
   */
  keep?: boolean;
}

/** An open card source and the config the run reads; `close()` when the command is done. */
export interface Session extends CommandContext {
  source: OpenedCards;
  /** The config of `dir` (or the one named): the one that chose the card data. */
  config: HouseConfig;
  /** The config that applies to a deck at `file` ('-': standard input, the working folder's). */
  configFor(file: string): Promise<HouseConfig>;
  close(): void;
}

/** The data dirs of a run: the flag, else the config's `dataDir`, else TOTEM_DATA_DIR (one order, every command). */
export function chooseDataDirs(flag: string[] | undefined, config: HouseConfig): string[] {
  if (flag?.length) return flag;
  if (config.dataDirs?.length) return config.dataDirs;
  return cardEnv().dataDirs;
}

/** Each folder's config, read once; a named config wins everywhere. */
export function configResolver(configFile: string | undefined): (file: string) => Promise<HouseConfig> {
  const explicit = configFile ? loadConfig(configFile) : null;
  const byDir = new Map<string, Promise<HouseConfig>>();
  return (file) => {
    if (explicit) return explicit;
    const dir = file === '-' ? process.cwd() : dirname(resolve(file));
    let config = byDir.get(dir);
    if (!config) {
      const found = findConfig(dir);
      config = found ? loadConfig(found) : Promise.resolve(EMPTY_CONFIG);
      byDir.set(dir, config);
    }
    return config;
  };
}

/** A card source kept for the process, and who hears its warnings now (the sessions open on it). */
interface KeptSource {
  source: Promise<OpenedCards>;
  listeners: Set<(notice: Notice) => void>;
}

/** Kept card sources by what chose their data: the data dirs, offline, and the environment (card-env.ts). */
const kept = new Map<string, KeptSource>();

/** The kept source for this choice of card data, opened on first use (a failed open is not kept). */
function keptSource(dataDirs: string[], offline: SourceOptions['offline']): KeptSource {
  const env = cardEnv();
  const key = JSON.stringify([dataDirs.map((d) => resolve(d)), offline, env]);
  let entry = kept.get(key);
  if (entry) return entry;
  const listeners = new Set<(notice: Notice) => void>();
  const source = openCardSource({
    ...cardSources(env),
    dataDirs,
    offline,
    onWarning: (notice) => listeners.forEach((listener) => listener(notice)),
  });
  source.catch(() => kept.delete(key));
  entry = { source, listeners };
  kept.set(key, entry);
  return entry;
}

/** Open the card source once for a command: the same resolution of flags, config and environment for all. */
export async function openSession(options: SessionOptions): Promise<Session> {
  const given = options.config;
  const configFor = given ? () => Promise.resolve(given) : configResolver(options.configFile);
  const config = options.configFile ? await configFor('-') : await configFor(resolve(options.dir, 'deck'));
  const dataDirs = chooseDataDirs(options.dataDirs, config);
  if (options.keep) {
    const entry = keptSource(dataDirs, options.offline ?? false);
    const warn = options.onWarning ?? (() => {});
    entry.listeners.add(warn);
    try {
      const source = await entry.source;
      const store = source.cache?.path ?? source.dataPack ?? '';
      const lookup = new CardLookup(source.cards, source.remote, warn, (error) => noCardDataAfter(error, store));
      return { source, lookup, locale: options.locale, config, configFor, close: () => entry.listeners.delete(warn) };
    } catch (error) {
      entry.listeners.delete(warn);
      throw error;
    }
  }
  const source = await openCardSource({
    ...cardSources(),
    dataDirs,
    offline: options.offline,
    onWarning: options.onWarning,
    onImport: options.onImport,
  });
  return {
    source,
    lookup: source.lookup,
    locale: options.locale,
    config,
    configFor,
    close: () => source.close(),
  };
}

/**
 * How old the shipped pack is, for a run that read only the pack and met cards it does not know (they may be
 * newer than it): null when this session reads no pack.
 */
export function packAgeOf(session: Session): Notice | null {
  return session.source.pack ? packAgeNotice(session.source.pack) : null;
}

/**
 * An unfinished `cards sync` in the overlay, which may be why cards were not found (they may just not be
 * downloaded yet): the words' data for `partial-store`, or null. (The pack under it is never partial.)
 */
export function unfinishedSync(session: Session): { done: number; total: number; store: string } | null {
  const cards = session.source.cards;
  const store = cards instanceof LayeredIndex ? cards.cache : cards;
  if (!(store instanceof CardCache)) return null;
  const sync = store.unfinishedSync();
  return sync && { ...sync, store: store.path };
}
