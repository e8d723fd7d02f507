// `import { checkDeck } from 'totem-deck'` under the "browser" condition: the core, with the policy tables
// bundled and the cards the caller brings (a card pack served next to the page, a CardSource of its own).
// Nothing here reaches `node:`, a file system or the card store: .dependency-cruiser.cjs and a bundling test
// keep it so.
import './browser-data.js';
import type { DeckReport, Report } from '../model/report.js';
import type { PodResult } from '../model/pod.js';
import type { DiffResult } from '../model/diff.js';
import { formatReportWith, type FormatOptions, type ReportFormat } from './shared.js';
import { findCardsIn, totemsIn, type FindCardsOptions } from './building.js';
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

import { argsOf } from './validate.js';

export * from './shared.js';
export type { PodDeckInput } from './core.js';
export { openCardPack, CardSetsUnavailableError, type CardPack, type LoadFile } from './served-pack.js';

// What a page needs to lay a report out its own way with totem's words (the game-night page, web/src/).
export { MAX_DECK_BYTES, decodeDeck } from '../parse/decode.js';
export { clean } from '../model/clean.js';
export { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
export { SPANISH } from '../model/i18n/spanish.js';
export { REPORT_MESSAGES } from '../format/messages.js';
export { STATS_MESSAGES } from '../format/stats-messages.js';
export { COMMAND_MESSAGES } from '../format/command-messages.js';
export { RULE_TITLES } from '../check/run.js';
export { POD_MESSAGES } from '../model/pod-messages.js';
export { percent } from '../format/stats-text.js';
export type { MessageData, MessageTable, MessageTemplate } from '../model/message.js';

/** A report (or one deck's) in any of `totem check`'s formats; the text of several decks has no summary table. */
export async function formatReport(
  report: Report | DeckReport,
  format: ReportFormat,
  options: FormatOptions = {},
): Promise<string> {
  const args = argsOf('browser', 'formatReport', [report, format, options]);
  return formatReportWith(args[0], args[1], args[2]);
}

/** Where the cards come from in a browser: always the caller's. */
export interface BrowserSourceOptions extends CommonOptions {
  cards: CardsInput;
  /** A totem.config.json's content (rules, bans; `dataDir` means nothing here); `false` or absent: none. */
  config?: Record<string, unknown> | false;
}

export type CheckDeckOptions = BrowserSourceOptions & DeckOptions;

/** The house config a browser call runs under: the content given, or none (`false`, absent). */
async function browserConfig(config: BrowserSourceOptions['config']) {
  const { dataDir: _ignored, ...house } = await configOf(config === false ? undefined : config);
  return house;
}

/** One decklist's report, exactly as an element of `decks` in `totem check --format json` (report version 1). */
export async function checkDeck(text: string | Uint8Array, options: CheckDeckOptions): Promise<DeckReport> {
  const [deck, opts] = argsOf('browser', 'checkDeck', [text, options]);
  return checkDeckIn(await contextOf(opts.cards, opts), deck, await browserConfig(opts.config), opts);
}

/** checkDeck's report, the plain odds of `totem stats` and every line's card, from one check (a page's verdict). */
export async function analyzeDeck(text: string | Uint8Array, options: CheckDeckOptions): Promise<DeckAnalysis> {
  const [deck, opts] = argsOf('browser', 'analyzeDeck', [text, options]);
  return analyzeDeckIn(await contextOf(opts.cards, opts), deck, await browserConfig(opts.config), opts);
}

type CostOptions = BrowserSourceOptions & { kos?: number; variant?: 'standard' | 'tribute'; returns?: number };

/** `totem cost CARD --format json`, as an object. */
export async function cost(card: string, options: CostOptions): Promise<Record<string, unknown>> {
  const [name, opts] = argsOf('browser', 'cost', [card, options]);
  return costIn(await contextOf(opts.cards, opts), name, opts);
}

type IdentityOptions = BrowserSourceOptions & { extraTypes?: DeckOptions['extraTypes']; deck?: string };

/** `totem identity CARD --format json`, as an object; `deck`: a decklist's text to test against this Totem. */
export async function identity(card: string, options: IdentityOptions): Promise<Record<string, unknown>> {
  const [name, opts] = argsOf('browser', 'identity', [card, options]);
  return identityIn(await contextOf(opts.cards, opts), name, opts);
}

/** `totem stats DECK --format json` for one decklist's text, as an object (odds are advisory: no verdict). */
export async function stats(
  text: string | Uint8Array,
  options: BrowserSourceOptions & StatsDeckOptions,
): Promise<Record<string, unknown>> {
  const [deck, opts] = argsOf('browser', 'stats', [text, options]);
  return statsIn(await contextOf(opts.cards, opts), deck, await browserConfig(opts.config), opts);
}

/** `totem cards find QUERY --format json` as an object; with `{ fits: TOTEM }`, the cards a deck with it may hold. */
export async function findCards(
  query: string,
  options: BrowserSourceOptions & FindCardsOptions,
): Promise<Record<string, unknown>> {
  const [q, opts] = argsOf('browser', 'findCards', [query, options]);
  return findCardsIn(await contextOf(opts.cards, opts), q, await browserConfig(opts.config), opts);
}

/** `totem totems --types … --format json` as an object: the Totems whose identity covers the types, cheapest first. */
export async function totems(
  types: string | readonly string[] | undefined,
  options: BrowserSourceOptions & { query?: string; limit?: number },
): Promise<Record<string, unknown>> {
  const [t, opts] = argsOf('browser', 'totems', [types, options]);
  return totemsIn(await contextOf(opts.cards, opts), t, opts);
}

/**
 * `totem pod --format json` for up to 8 decklists, as an object (the cards the caller's; `config.watch` the
 * playgroup's watch list). More than 8 decks: a UsageError (exitCode 2).
 */
export async function pod(
  decks: readonly PodDeckInput[],
  options: BrowserSourceOptions & DeckOptions,
): Promise<PodResult> {
  const [d, opts] = argsOf('browser', 'pod', [decks, options]);
  return podIn(await contextOf(opts.cards, opts), d, await browserConfig(opts.config), opts);
}
export type { PodDeck, PodResult, WatchEntry, WatchHit } from '../model/pod.js';

/**
 * `totem diff A B --format json` for two decklists, as an object: the cards B adds, removes and changes, whether
 * the Totem and the identity moved, and the verdict of each (the cards the caller's, a served pack's sets fetched
 * as each list needs them).
 */
export async function diff(
  a: PodDeckInput,
  b: PodDeckInput,
  options: BrowserSourceOptions & DeckOptions,
): Promise<DiffResult> {
  const [da, db, opts] = argsOf('browser', 'diff', [a, b, options]);
  return diffIn(await contextOf(opts.cards, opts), [da, db], await browserConfig(opts.config), opts);
}
export type { DiffCard, DiffResult, DiffSide } from '../model/diff.js';
