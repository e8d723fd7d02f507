import { dirname, resolve } from 'node:path';
import {
  noCardDataAfter,
  openCardSource,
  packAgeNotice,
  type OpenedCards,
  type SourceOptions,
} from '../../cards/open.js';
import { CardLookup } from '../../cards/lookup/lookup.js';
import { LayeredIndex } from '../../cards/layered-index.js';
import { CardCache } from '../../cards/cache/overlay.js';
import type { ImportEvent } from '../../cards/open.js';
// A data dirs' pack found damaged mid-run is set aside by the face, which runs the command again.
export { setAsideDataPack } from '../../cards/open.js';
import { cardEnv, cardSources } from './card-env.js';
import type { Notice } from '../../model/notice.js';
import { wordsOf, type Locale } from '../../model/render-message.js';
import { EMPTY_CONFIG, type HouseConfig } from '../../check/house-config.js';
import { findConfig, loadConfig } from './files.js';
import type { CommandContext, Progress } from '../context.js';

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
  // The flag, else the config's `dataDir`, else TOTEM_DATA_DIR: one order, every command.
  const dataDirs = [options.dataDirs, config.dataDirs].find((dirs) => dirs?.length) ?? cardEnv().dataDirs;
  const session = (source: OpenedCards, lookup: CardLookup, close: () => void): Session => {
    return { source, lookup, locale: options.locale, config, configFor, close };
  };
  if (options.keep) {
    const entry = keptSource(dataDirs, options.offline ?? false);
    const warn = options.onWarning ?? (() => {});
    entry.listeners.add(warn);
    try {
      const source = await entry.source;
      const store = source.cache?.path ?? source.dataPack ?? '';
      const lookup = new CardLookup(source.cards, source.remote, warn, (error) => noCardDataAfter(error, store));
      return session(source, lookup, () => entry.listeners.delete(warn));
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
  return session(source, source.lookup, () => source.close());
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

/** The words of a run that must import card data first (and of `cards import`), English and Spanish. */
export const IMPORT_PROGRESS_WORDS = {
  'import-start-first': 'importing card data from {dirs} (first run, about {seconds} s) …',
  'import-start-changed': 'importing card data from {dirs} (the data changed, about {seconds} s) …',
  'import-done': 'imported {cards} cards in {seconds} s',
  'import-waited': 'card data ready in {seconds} s: another totem run imported it ({cards} cards)',
};

const importWords = wordsOf('cli', IMPORT_PROGRESS_WORDS, {
  'import-start-first': 'importando los datos de cartas de {dirs} (primera ejecución, unos {seconds} s) …',
  'import-start-changed': 'importando los datos de cartas de {dirs} (los datos han cambiado, unos {seconds} s) …',
  'import-done': 'importadas {cards} cartas en {seconds} s',
  'import-waited': 'datos de cartas listos en {seconds} s: otra ejecución de totem los importó ({cards} cartas)',
});

/** Seconds with one decimal, and counts, written the way the language writes numbers (3,9 s; 19.783). */
export const seconds = (ms: number, locale: Locale): string =>
  (ms / 1000).toLocaleString(locale.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const count = (n: number, locale: Locale): string => n.toLocaleString(locale.lang);

export function importStartLine(dirs: string[], firstRun: boolean, aboutSeconds: number, locale: Locale): string {
  const id = firstRun ? 'import-start-first' : 'import-start-changed';
  return importWords(locale)(id, { dirs: dirs.join(', '), seconds: aboutSeconds });
}

/**
 * What a run that must import card data first says on stderr: on a terminal one live line, rewritten when the
 * import ends; elsewhere (CI logs) exactly two lines, one before and one after. Runs with the data already
 * imported say nothing.
 */
export function importProgress({ live, progress }: Progress, locale: Locale): (event: ImportEvent) => void {
  let started = '';
  return (event) => {
    if (event.phase === 'start') {
      started = importStartLine(event.dirs, event.firstRun, event.aboutSeconds, locale);
      progress(started, false);
    } else if (event.phase === 'done') {
      const data = { cards: count(event.cards, locale), seconds: seconds(event.ms, locale) };
      const done = importWords(locale)(event.imported ? 'import-done' : 'import-waited', data);
      // Spaces cover what is left of the longer first line: the text is cleaned, so no erase-line escape.
      progress(live ? done.padEnd(started.length) : done, true);
    } else if (live) progress('', true);
  };
}
