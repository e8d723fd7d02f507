// `import { checkDeck } from 'totem-deck'` in Node: the browser-safe core, plus card data found as the CLI finds
// it (data dirs, the card store, the card APIs) when the caller brings none.
import { resolve } from 'node:path';
import { openSession, type Session } from '../commands/session.js';
import { loadConfig } from '../commands/config.js';
import type { CommandContext } from '../commands/context.js';
import type { HouseConfig } from '../commands/house-config.js';
import { loadLocale } from '../model/i18n/locales.js';
import type { DeckReport, Report } from '../model/report.js';
import type { PodResult } from '../model/pod.js';
import type { DiffResult } from '../model/diff.js';
import { readFileSync } from 'node:fs';
import { loadTable } from '../format/table.js';
import { argsOf } from './validate.js';
import { formatReportWith, type FormatOptions, type ReportFormat } from './shared.js';
import {
  analyzeDeckIn,
  checkDeckIn,
  configOf,
  contextOf,
  costIn,
  identityIn,
  statsIn,
  podIn,
  diffIn,
  type PodDeckInput,
  type CardsInput,
  type CommonOptions,
  type DeckAnalysis,
  type DeckOptions,
  type StatsDeckOptions,
} from './core.js';
import { findCardsIn, totemsIn, type FindCardsOptions } from './building.js';

export * from './shared.js';
export type { PodDeckInput } from './core.js';

/** A report (or one deck's) in any of `totem check`'s formats, exactly as the CLI writes it without colours. */
export async function formatReport(
  report: Report | DeckReport,
  format: ReportFormat,
  options: FormatOptions = {},
): Promise<string> {
  const args = argsOf('node', 'formatReport', [report, format, options]);
  return formatReportWith(args[0], args[1], { version: PACKAGE_VERSION, ...args[2] }, () => loadTable(false));
}

/** This package's version (SARIF names it). */
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Where the cards come from, as `totem` takes it (`--offline`, `--data-dir`, `--config`). */
export interface SourceOptions extends CommonOptions {
  /** No card API: the card store and data dirs only. */
  offline?: boolean;
  /** pokemon-tcg-data and/or tcgdex/cards-database checkouts (beat the config's `dataDir` and TOTEM_DATA_DIR). */
  dataDirs?: string[];
  /**
   * A totem.config.json: its path, or its content. Without it, the one in `cwd` or above is used, as the CLI
   * does for standard input; `false`: none.
   */
  config?: string | Record<string, unknown> | false;
  /** Where relative paths and the config search start (default: the working directory). */
  cwd?: string;
  /** Cards of your own instead of totem's card data (a card pack, a fixture): see CardSource. */
  cards?: CardsInput;
}

export type CheckDeckOptions = SourceOptions & DeckOptions;

async function configFrom(options: SourceOptions): Promise<{ file?: string; config?: HouseConfig }> {
  const { config, cwd = process.cwd() } = options;
  if (config === false) return { config: await configOf(undefined) };
  if (typeof config === 'string') return { file: resolve(cwd, config) };
  if (config === undefined) return {};
  // Content given: its dataDir is relative to cwd, as a file's is to its folder.
  const { dataDir, ...house } = await configOf(config);
  const dataDirs = (dataDir as string[] | undefined)?.map((d) => resolve(cwd, d));
  return { config: { ...house, dataDirs } };
}

/**
 * Run `fn` over the cards: the caller's, or a session on totem's card data. The card data is opened once per
 * process and choice of data (data dirs, offline) and kept: a bot's thousandth call reads no index again.
 */
async function withContext<T>(
  options: SourceOptions,
  fn: (ctx: CommandContext, config: HouseConfig) => Promise<T>,
): Promise<T> {
  const { file, config } = await configFrom(options);
  if (options.cards) {
    const house = config ?? (file ? await loadConfig(file) : await configOf(undefined));
    return fn(await contextOf(options.cards, options), house);
  }
  const session: Session = await openSession({
    dataDirs: options.dataDirs,
    offline: options.offline,
    configFile: file,
    config,
    dir: options.cwd ?? process.cwd(),
    locale: await loadLocale(options.lang ?? 'en'),
    // Never printed: a library's caller decides what to do with a warning.
    onWarning: options.onWarning ?? (() => {}),
    keep: true,
  });
  try {
    return await fn(session, session.config);
  } finally {
    session.close();
  }
}

/**
 * One decklist checked as `totem check` checks it: the deck report, exactly as an element of `decks` in
 * `totem check --format json` (report version 1). Throws a TotemError (with `exitCode` 2) when there is no card
 * data at all; cards that could not be looked up are problems of the report, as in the CLI.
 */
export async function checkDeck(text: string | Uint8Array, options: CheckDeckOptions = {}): Promise<DeckReport> {
  const [deck, opts] = argsOf('node', 'checkDeck', [text, options]);
  return withContext(opts, (ctx, config) => checkDeckIn(ctx, deck, config, opts));
}

/** checkDeck's report, the plain odds of `totem stats` and every line's card, from one check. */
export async function analyzeDeck(text: string | Uint8Array, options: CheckDeckOptions = {}): Promise<DeckAnalysis> {
  const [deck, opts] = argsOf('node', 'analyzeDeck', [text, options]);
  return withContext(opts, (ctx, config) => analyzeDeckIn(ctx, deck, config, opts));
}

/** The options of `cost`: the card data as checkDeck finds it, and `totem cost`'s flags. */
export type CostOptions = SourceOptions & { kos?: number; variant?: 'standard' | 'tribute'; returns?: number };

/** `totem cost CARD --format json`, as an object. */
export async function cost(card: string, options: CostOptions = {}): Promise<Record<string, unknown>> {
  const [name, opts] = argsOf('node', 'cost', [card, options]);
  return withContext(opts, (ctx) => costIn(ctx, name, opts));
}

/** The options of `identity`: the card data as checkDeck finds it, and `totem identity`'s flags. */
export type IdentityOptions = SourceOptions & { extraTypes?: DeckOptions['extraTypes']; deck?: string };

/** `totem identity CARD --format json`, as an object; `deck`: a decklist's text to test against this Totem. */
export async function identity(card: string, options: IdentityOptions = {}): Promise<Record<string, unknown>> {
  const [name, opts] = argsOf('node', 'identity', [card, options]);
  return withContext(opts, (ctx) => identityIn(ctx, name, opts));
}

/** `totem stats DECK --format json` for one decklist's text, as an object (odds are advisory: no verdict). */
export async function stats(
  text: string | Uint8Array,
  options: SourceOptions & StatsDeckOptions = {},
): Promise<Record<string, unknown>> {
  const [deck, opts] = argsOf('node', 'stats', [text, options]);
  return withContext(opts, (ctx, config) => statsIn(ctx, deck, config, opts));
}

/** `totem cards find QUERY --format json` as an object; with `{ fits: TOTEM }`, the cards a deck with it may hold. */
export async function findCards(
  query: string,
  options: SourceOptions & FindCardsOptions = {},
): Promise<Record<string, unknown>> {
  const [q, opts] = argsOf('node', 'findCards', [query, options]);
  return withContext(opts, (ctx, config) => findCardsIn(ctx, q, config, opts));
}

/** `totem totems --types … --format json` as an object: the Totems whose identity covers the types, cheapest first. */
export async function totems(
  types?: string | readonly string[],
  options: SourceOptions & { query?: string; limit?: number } = {},
): Promise<Record<string, unknown>> {
  const [t, opts] = argsOf('node', 'totems', [types, options]);
  return withContext(opts, (ctx) => totemsIn(ctx, t, opts));
}

/**
 * `totem pod --format json` for up to 8 decklists, as an object: each deck's verdict, Totem facts, counts, two
 * exact odds and the config's `watch` hits. More than 8 decks: a UsageError (exitCode 2).
 */
export async function pod(
  decks: readonly PodDeckInput[],
  options: SourceOptions & DeckOptions = {},
): Promise<PodResult> {
  const [d, opts] = argsOf('node', 'pod', [decks, options]);
  return withContext(opts, (ctx, config) => podIn(ctx, d, config, opts));
}
export type { PodDeck, PodResult, WatchEntry, WatchHit } from '../model/pod.js';

/**
 * `totem diff A B --format json` for two decklists, as an object: the cards B adds, removes and changes, whether
 * the Totem and the identity moved, and the verdict of each.
 */
export async function diff(
  a: PodDeckInput,
  b: PodDeckInput,
  options: SourceOptions & DeckOptions = {},
): Promise<DiffResult> {
  const [da, db, opts] = argsOf('node', 'diff', [a, b, options]);
  return withContext(opts, (ctx, config) => diffIn(ctx, [da, db], config, opts));
}
export type { DiffCard, DiffResult, DiffSide } from '../model/diff.js';
