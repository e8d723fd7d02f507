// `import { checkDeck } from 'totem-deck'` under the "browser" condition: the core, with the policy tables
// bundled and the cards the caller brings (a card pack served next to the page, a CardSource of its own).
// Nothing here reaches `node:`, a file system or the card store: .dependency-cruiser.cjs and a bundling test
// keep it so.
import './browser-data.js';
import type { DeckReport, Report } from '../model/report.js';
import type { PodResult } from '../model/pod.js';
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
  type PodDeckInput,
  type CardsInput,
  type CommonOptions,
  type DeckAnalysis,
  type DeckOptions,
  type StatsDeckOptions,
} from './core.js';

export * from './shared.js';
export type { PodDeckInput } from './core.js';
export { openCardPack, CardSetsUnavailableError, type CardPack, type LoadFile } from './served-pack.js';

/** A report (or one deck's) in any of `totem check`'s formats; the text of several decks has no summary table. */
export function formatReport(
  report: Report | DeckReport,
  format: ReportFormat,
  options: FormatOptions = {},
): Promise<string> {
  return formatReportWith(report, format, options);
}

/** Where the cards come from in a browser: always the caller's. */
export interface BrowserSourceOptions extends CommonOptions {
  cards: CardsInput;
  /** A totem.config.json's content (rules, bans; `dataDir` means nothing here). */
  config?: Record<string, unknown>;
}

export type CheckDeckOptions = BrowserSourceOptions & DeckOptions;

/** One decklist's report, exactly as an element of `decks` in `totem check --format json` (report version 1). */
export async function checkDeck(text: string | Uint8Array, options: CheckDeckOptions): Promise<DeckReport> {
  const { dataDir: _ignored, ...config } = await configOf(options.config);
  return checkDeckIn(await contextOf(options.cards, options), text, config, options);
}

/** checkDeck's report, the plain odds of `totem stats` and every line's card, from one check (a page's verdict). */
export async function analyzeDeck(text: string | Uint8Array, options: CheckDeckOptions): Promise<DeckAnalysis> {
  const { dataDir: _ignored, ...config } = await configOf(options.config);
  return analyzeDeckIn(await contextOf(options.cards, options), text, config, options);
}

/** `totem cost CARD --format json`, as an object. */
export async function cost(
  card: string,
  options: BrowserSourceOptions & { kos?: number; variant?: 'standard' | 'tribute'; returns?: number },
): Promise<Record<string, unknown>> {
  return costIn(await contextOf(options.cards, options), card, options);
}

/** `totem identity CARD --format json`, as an object; `deck`: a decklist's text to test against this Totem. */
export async function identity(
  card: string,
  options: BrowserSourceOptions & { extraTypes?: DeckOptions['extraTypes']; deck?: string },
): Promise<Record<string, unknown>> {
  return identityIn(await contextOf(options.cards, options), card, options);
}

/** `totem stats DECK --format json` for one decklist's text, as an object (odds are advisory: no verdict). */
export async function stats(
  text: string | Uint8Array,
  options: BrowserSourceOptions & StatsDeckOptions,
): Promise<Record<string, unknown>> {
  const { dataDir: _ignored, ...config } = await configOf(options.config);
  return statsIn(await contextOf(options.cards, options), text, config, options);
}

/**
 * `totem pod --format json` for up to 8 decklists, as an object (the cards the caller's; `config.watch` the
 * playgroup's watch list). More than 8 decks: a UsageError (exitCode 2).
 */
export async function pod(
  decks: readonly PodDeckInput[],
  options: BrowserSourceOptions & DeckOptions,
): Promise<PodResult> {
  const { dataDir: _ignored, ...config } = await configOf(options.config);
  return podIn(await contextOf(options.cards, options), decks, config, options);
}
export type { PodDeck, PodResult, WatchEntry, WatchHit } from '../model/pod.js';
