import { finishReport, unknownBans, type DeckCheck, checkOneDeck, type CheckOneDeckOptions } from '../../check/run.js';
import type { ParsedDeck } from '../../model/deck.js';
import { NoDecksError } from '../../model/errors.js';
import { Notice } from '../../model/notice.js';
import { countDeck, errorsOnly, summaryOf, type DeckReport, type Report } from '../../model/report.js';
import type { DeckInput, RunContext, CommandContext } from '../context.js';
import type { checkJobs } from './jobs.js';
import { loadConfig, replaceFile } from '../shared/files.js';
import { listOptionsOf, type ListFlags, type ListOptions } from '../shared/list-input.js';
import { packAgeOf, unfinishedSync, type Session } from '../shared/session.js';
import type { CommandModule, DeckSearch, Run } from '../shared/command.js';
import type { CheckResult, CheckRun, RunSummary } from './result.js';
import { checkText } from './text.js';
import { CHECK_WORDS } from './words.js';
import { parseTextDeck } from '../../parse/text.js';
import { applyRepair } from '../../model/repair.js';
import { unifiedDiff } from '../../format/unified-diff.js';

/** `variant` absent: each deck's config decides (standard when it names none). */
export interface CheckDecksOptions extends ListOptions {
  /** A house config file as reports name it (relative to where the user is). */
  configName(path: string): string;
  /** Once per house config used: the bans in it that name no card (a typo bans nothing). */
  onConfig?(path: string, unknownBans: string[]): void;
  /** Each deck, with the config it is checked under (null: none), before it is checked. */
  onDeck?(input: DeckInput, configName: string | null): void;
  /** `--quiet`: errors only, and the warnings it hides not counted (as ESLint's `--quiet`). */
  quiet?: boolean;
  /** Files found that are not decklists (counted in `summary.skipped` when there are any). */
  skipped?: number;
  /**
   * Each finished deck report as soon as it is checked, instead of keeping them: `report.decks` is then empty and
   * the summary counts every deck (a folder of 10,000 decks is written as it goes, never held whole).
   */
  onReport?(deck: DeckReport): void;
  /** `--jobs`: decks checked on other threads, reported in their order. */
  jobs?: ReturnType<typeof checkJobs>;
}

/**
 * `totem check` on several decks: each under the house config that applies to its folder, named in its report.
 * The summary is counted here, deck by deck, and the report finished once (`finishReport`).
 */
export async function checkDecks(
  session: RunContext,
  inputs: DeckInput[],
  options: CheckDecksOptions,
): Promise<CheckRun> {
  const seen = new Set<string>();
  const decks: DeckReport[] = [];
  const summary: RunSummary = summaryOf([]);
  const run = { unverified: 0, unknown: 0, newer: 0 };
  const take = (checked: DeckCheck) => {
    const report = options.quiet ? quietDeck(checked.report) : checked.report;
    countDeck(summary, report);
    if (options.onReport) options.onReport(report);
    else decks.push(report);
    for (const key of ['unverified', 'unknown', 'newer'] as const) run[key] += checked[key];
  };
  // Checked ahead in turn, taken in order: the report and the streamed JSON are the same on any number of threads.
  const queue: Promise<DeckCheck>[] = [];
  for (const input of inputs) {
    const config = await session.configFor(input.path);
    if (config.path && !seen.has(config.path)) {
      seen.add(config.path);
      options.onConfig?.(config.path, unknownBans(session, config));
    }
    // Which house rules applied is part of the verdict: named in the report.
    const configName = config.path ? options.configName(config.path) : null;
    options.onDeck?.(input, configName);
    const here = async (parsed?: ParsedDeck) =>
      kept(await checkOneDeck(session, parsed ?? (await input.read()), { ...options, config, configName }));
    const checked = options.jobs ? options.jobs.check(input, configName, here) : here();
    checked.catch(() => {}); // thrown when its turn comes, as on one thread
    queue.push(checked);
    if (queue.length >= (options.jobs?.ahead ?? 1)) take(await queue.shift()!);
  }
  for (const checked of queue) take(await checked);
  if (options.skipped) summary.skipped = options.skipped;
  return { report: finishReport(decks, session.locale, summary), ...run };
}

// A check as it waits its turn: a resolved deck held while decks are checked ahead filled the heap (issue #42).
const kept = ({ report, unverified, unknown, newer }: DeckCheck): DeckCheck => ({ report, unverified, unknown, newer });
/** One deck as `--quiet` shows it (errorsOnly of the model, deck by deck). */
const quietDeck = (deck: DeckReport): DeckReport => errorsOnly({ decks: [deck] } as Report).decks[0]!;

/** Bans naming no card that are named one by one; the rest are counted. */
const MAX_BAN_WARNINGS = 20;

interface CheckFlags extends DeckSearch, ListFlags {
  format: string;
  quiet?: boolean;
  maxWarnings?: number;
  /** `--fix` applies the repairs that are certainly right in place; `--fix-dry-run` prints their diff. */
  fix?: boolean;
  fixDryRun?: boolean;
  /** `--jobs`: threads checking the decks (default one per core; one for a small run). */
  jobs?: number;
  offline?: boolean;
  outputFile?: string;
}

const notice = (id: string, data: Notice['data']): Notice => new Notice(CHECK_WORDS, 'cli', id, data);

/** `totem check`: every deck through every rule; the report, its notices and the exit code (0 valid, 1 invalid). */
async function check(run: Run<CheckFlags>): Promise<CheckResult> {
  const { flags, locale } = run;
  const words = (id: string, data: Notice['data']) => notice(id, data).text(locale);
  const answer = (checked: CheckRun, more: Partial<CheckResult> = {}): CheckResult => ({
    ...checked,
    format: flags.format,
    notices: [],
    exitCode: checked.report.summary.invalid > 0 ? 1 : 0,
    ...more,
  });
  // No deck, nothing looked up: the same run finishes the report, without card data.
  const empty = (skipped = 0) => checkDecks({ locale } as RunContext, [], { configName: String, skipped });
  const decks = await run.decks(run.args[0] as string[], undefined, flags).catch(async (error: unknown) => {
    // A report file is written even so (the SARIF upload step after a failed check needs a valid log); exit 2.
    if (error instanceof NoDecksError && flags.outputFile) return error;
    throw error;
  });
  if (decks instanceof NoDecksError) return answer(await empty(), { failure: decks });
  if (!decks.length) {
    // No decks (nothing staged): an empty report, without card data; a config named is still checked.
    if (flags.config) await loadConfig(flags.config);
    return answer(await empty(decks.skipped));
  }
  // The CLI's Session (src/cli/run.ts): its card source says if a report may be streamed, why cards were not found.
  const session = (await run.session(decks[0]!.path)) as Session;
  const options = listOptionsOf(flags);
  // --fix, --fix-dry-run: each list fixed, written back or its diff printed (on stderr when stdout has a
  // machine-read report), checked as fixed. A staged file or standard input is checked as it is.
  const fix = async (file: DeckInput): Promise<ParsedDeck> => {
    const { parsed, bytes } = await run.read(file.path, file.display);
    const fixed = await fixDeck(session, parsed, bytes, { ...options, config: await session.configFor(file.path) });
    if (fixed && flags.fixDryRun) run.write(fixed.diff, flags.format !== 'text' && !flags.outputFile);
    else if (fixed) replaceFile(file.path, fixed.bytes);
    return fixed?.parsed ?? parsed;
  };
  const fixing = flags.fix || flags.fixDryRun;
  const inputs = fixing ? decks.map((d) => (d.fixable ? { ...d, read: () => fix(d) } : d)) : decks;
  // Streamed only from the shipped pack and the overlay: a data dirs' pack found damaged mid-run is rebuilt and
  // the whole run done again (cli/main.ts), which must not follow a report already half written. The head waits
  // for the first deck: a run that fails before any deck is checked prints no half a report.
  const writer =
    !session.source.dataPack && flags.format === 'json' && !flags.outputFile
      ? (await import('../../format/json.js')).jsonReportWriter(finishReport([], locale))
      : null;
  let written = 0;
  const checked = await checkDecks(session, inputs, {
    ...options,
    configName: run.display,
    onConfig: (file, bans) => {
      for (const ban of bans.slice(0, MAX_BAN_WARNINGS)) run.say(words('ban-names-no-card', { file, ban }));
      const more = bans.length - MAX_BAN_WARNINGS;
      if (more > 0) run.say(words('more-bans', { count: more, file }));
    },
    onDeck: flags.verbose
      ? (input, config) =>
          run.say(words(config ? 'config-used' : 'config-none', { file: input.display, config: config ?? '' }), true)
      : undefined,
    quiet: flags.quiet,
    skipped: decks.skipped,
    // One list is checked on this thread (jobs.ts, never loaded for it).
    jobs: decks.length > 1 ? (await import('./jobs.js')).checkJobs(flags, decks, session) : undefined,
    onReport: writer ? (deck) => run.write(`${written ? '' : writer.head}${writer.deck(deck, !written++)}`) : undefined,
  });
  const { report, unverified, unknown, newer } = checked;
  const result = answer(checked, {
    tail: writer ? `${written ? '' : writer.head}${writer.tail(report.summary, written)}` : undefined,
  });
  const sync = unknown > 0 ? unfinishedSync(session) : null;
  if (sync) result.notices.push(notice('partial-store', { count: unknown, ...sync }));
  // A line only newer card data could answer (a set or code the pack lacks): the pack's age; never for a typo.
  const packAge = (newer > 0 && flags.offline) || unverified > 0 ? packAgeOf(session) : null;
  if (packAge) result.notices.push(packAge);
  // Cards that could not be looked up make the run inconclusive (exit 2, the runner says why): no verdict here.
  const warnings = report.summary.warnings;
  if (!unverified && !result.exitCode && flags.maxWarnings !== undefined && warnings > flags.maxWarnings) {
    result.notices.push(notice('max-warnings', { count: warnings, max: flags.maxWarnings }));
    result.exitCode = 1;
  }
  return result;
}

export const command: CommandModule<CheckFlags, CheckResult> = {
  run: check,
  json: checkText,
  text: checkText,
  warnings: (result) => result.notices,
  table: (result) => result.format === 'text' && result.report.decks.length > 1,
  exitCode: (result) => {
    // Nothing was checked: the report file says why, and so does the error (exit 2).
    if (result.failure) throw result.failure;
    return result.exitCode;
  },
};

/** Rounds of fixes at most: each round's fix is one of the list as the round before left it. */
const MAX_ROUNDS = 25;

const BOM = [0xef, 0xbb, 0xbf];
const BREAK = /\r\n|\r|\n/;

/**
 * `check --fix`: the list with every `fix` applied — one, then the list checked again, until none is left (at most
 * MAX_ROUNDS) — and never a suggestion. Only a text list that it can write back byte for byte but for the edits
 * (UTF-8, its BOM and line endings kept) is fixed; null when it is not one, or nothing changes. `diff`: what
 * `--fix-dry-run` prints.
 */
export async function fixDeck(
  ctx: CommandContext,
  parsed: ParsedDeck,
  bytes: Uint8Array | null,
  options: CheckOneDeckOptions,
): Promise<{ parsed: ParsedDeck; bytes: Uint8Array; diff: string } | null> {
  if (!bytes || !parsed.source) return null;
  const bom = BOM.every((b, i) => bytes[i] === b);
  const before = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const encode = (text: string) => new TextEncoder().encode(`${bom ? '\uFEFF' : ''}${text}`);
  if (encode(before).some((b, i) => b !== bytes[i]) || encode(before).length !== bytes.length) return null;
  let text = before;
  let fixed = parsed;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const fix = (await checkOneDeck(ctx, fixed, options)).report.problems.find((p) => p.fix)?.fix;
    if (!fix) break;
    text = applyRepair(text, fix);
    fixed = parseTextDeck(text, parsed.file);
  }
  if (text === before) return null;
  const lines = (t: string) => t.replace(/(?:\r\n|\r|\n)$/, '').split(BREAK);
  return { parsed: fixed, bytes: encode(text), diff: unifiedDiff(parsed.file, lines(before), lines(text)) };
}
