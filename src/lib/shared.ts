// What both library entries (Node and browser) export besides the use cases.
import { finishReport, NOTE_MESSAGES, RULE_DESCRIPTIONS, RULE_TITLES } from '../check/run.js';
import { CARD_MESSAGES } from '../model/card-messages.js';
import { REPORT_MESSAGES } from '../format/messages.js';
import { REPORT_FORMATS, reportFormatter, type ReportFormat } from '../format/registry.js';
import { z } from 'zod';
import { argsOf, schemas } from './calls.js';
import type { TableRenderer } from '../format/style.js';
import { COMMON_MESSAGES } from '../model/common-messages.js';
import { ERROR_MESSAGES } from '../model/error-messages.js';
import { loadLocale, LANGS, type Lang } from '../model/i18n/locales.js';
import type { MessageTable, MessageTemplate } from '../model/message.js';
import type { DeckReport, Report } from '../model/report.js';
import { RULES } from '../rules/index.js';

export { memoryIndex, type CardIndexSource, type CardSource, type CardsInput } from '../commands/context.js';
export type { CardIndex, RemoteCards } from '../commands/context.js';
export type { Card, CardSet, PokemonType } from '../model/card.js';
export type { DeckReport, Report } from '../model/report.js';
export type { Problem } from '../model/problem.js';
export { applyRepair, type Repair, type TextEdit } from '../model/repair.js';
export type { Notice } from '../model/notice.js';
export type { PodDeck, PodResult, WatchEntry, WatchHit } from '../model/pod.js';
export type { DiffCard, DiffResult, DiffSide } from '../model/diff.js';
export type {
  CommonOptions,
  DeckAnalysis,
  DeckOptions,
  FindCardsOptions,
  HouseConfigContent,
  LineCard,
  PodDeckInput,
  SampleDeckOptions,
  StatsDeckOptions,
} from './calls.js';
// Each call's answer, typed by its command: what its `--format json` writes.
export type { CostAnswer } from '../commands/cost/index.js';
export type { IdentityAnswer } from '../commands/identity/index.js';
export type { StatsAnswer } from '../commands/stats/index.js';
export type { TotemsAnswer } from '../commands/totems/index.js';
export type { FindCardsAnswer, FitsAnswer, FoundAnswer, WhyAnswer } from '../commands/cards/result.js';
export { CardSetsUnavailableError, type OnLoading } from '../check/served-pack.js';
export type { StatsOutcome } from '../model/stats.js';
export type { SampleCard, SampleHand } from '../model/sample.js';
export { EXPORT_FORMATS, type ExportFormat } from '../model/export.js';
export { TotemError, UsageError, NoCardDataError, DatasetError, ApiError } from '../model/errors.js';
export { REPORT_FORMATS, LANGS, type ReportFormat, type Lang };

export interface FormatOptions {
  /** The language of the words around the messages (default: the report's own `lang`). */
  lang?: Lang;
  /** Columns to fold the text report to (default 0: lines whole). */
  width?: number;
  /** The tool version SARIF names (default: this package's). */
  version?: string;
}

/**
 * An entry's `formatReport`: a report (or one deck's report) in any of `totem check`'s formats, as the CLI writes it
 * (no colours); `defaults` the entry's (SARIF's tool version); `table` draws the text report's summary of several
 * decks (Node: src/format/table.ts; the browser core has none, and leaves it out).
 */
export const formatReportOf =
  (defaults: FormatOptions, table?: () => Promise<TableRenderer>) =>
  async (report: Report | DeckReport, format: ReportFormat, options: FormatOptions = {}): Promise<string> => {
    const { anyReport, formatting } = schemas();
    const types = [anyReport, z.enum(REPORT_FORMATS), formatting];
    const [given, to, own] = argsOf('formatReport', ['the report', 'the format'], types, [report, format, options]);
    const opts = { ...defaults, ...own };
    const whole = 'decks' in given ? given : null;
    const locale = await loadLocale(opts.lang ?? whole?.lang ?? 'en');
    const full = whole ?? finishReport([given as DeckReport], locale);
    const formatter = await reportFormatter(to);
    const summary = to === 'text' && full.decks.length > 1 && table ? await table() : undefined;
    return formatter(full, { version: opts.version ?? '', locale, width: opts.width ?? 0, table: summary });
  };

/**
 * The whole report (report version 1) of one deck's report: the rules that ran and the summary around it, as
 * `totem check --format json` writes it for that one file; `lang`: the language the deck was checked in.
 */
export async function reportOf(deck: DeckReport, lang: Lang = 'en'): Promise<Report> {
  const { deckReport, lang: language } = schemas();
  argsOf('reportOf', ['the deck report', 'the language'], [deckReport, language.optional()], [deck, lang]);
  return finishReport([deck], await loadLocale(lang));
}

/** The English tables of the messages a report holds, by scope: each rule's, common, notes, report, errors, cards. */
const ENGLISH_TABLES: [string, MessageTable][] = [
  ...RULES.map((r): [string, MessageTable] => [r.meta.id, r.meta.messages]),
  ['common', COMMON_MESSAGES],
  ['notes', NOTE_MESSAGES],
  ['report', REPORT_MESSAGES],
  ['errors', ERROR_MESSAGES],
  ['cards', CARD_MESSAGES],
  ['rules', RULE_DESCRIPTIONS],
  ['rule-titles', RULE_TITLES],
];

/**
 * The message catalog of a language, keyed "<scope>/<id>" (scope: a rule id, `common`, `notes`, `report`,
 * `errors`, `cards`, `rules`): the templates a problem's `messageId` and `data` are rendered with, for a caller
 * that shows problems its own way. Spanish falls back to English where it has no entry, as totem does.
 */
export async function catalog(lang: Lang): Promise<Readonly<Record<string, MessageTemplate>>> {
  argsOf('catalog', ['the language'], [schemas().lang], [lang]);
  const locale = await loadLocale(lang);
  const out: Record<string, MessageTemplate> = {};
  for (const [scope, table] of ENGLISH_TABLES)
    for (const [id, template] of Object.entries(table)) out[`${scope}/${id}`] = locale.template(scope, id) ?? template;
  return out;
}
