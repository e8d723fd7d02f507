import { countDeck, errorsOnly, summaryOf, type DeckReport, type Report } from '../model/report.js';
import { finishReport } from '../check/run.js';
import type { TotemOption } from '../check/resolve.js';
import type { PokemonType } from '../model/card.js';
import type { GameVariant } from '../model/variant.js';
import type { ParsedDeck } from '../model/deck.js';
import { checkOneDeck, unknownBans, type CheckedDeck } from './check.js';
import type { DeckInput, RunContext } from './context.js';

export type { DeckInput };

export interface CheckDecksOptions {
  totem: TotemOption | null;
  extraTypes: PokemonType[] | null;
  /** `--variant`: absent, each deck's config decides (standard when it names none). */
  variant?: GameVariant;
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
  /** `--jobs`: each deck checked elsewhere (src/cli/check-worker.ts), `here` when it cannot be; so many ahead. */
  jobs?: { ahead: number; check(input: DeckInput, configName: string | null, here: Here): Promise<DeckCheck> };
}

type DeckCheck = Pick<CheckedDeck, 'report' | 'unverified' | 'unknown' | 'newer'>;
type Here = (parsed?: ParsedDeck) => Promise<DeckCheck>;

/** The report's summary, with the count of skipped files where there were any. */
export type RunSummary = Report['summary'] & { skipped?: number };

/** Every deck checked, and what makes the run inconclusive rather than a verdict. */
export interface CheckRun {
  /** The finished report (report version 1): what `totem check` prints and the library returns. */
  report: Report & { summary: RunSummary };
  /** Lines whose card could not be looked up (an API failed): exit 2, not an invalid deck. */
  unverified: number;
  /** Lines whose card is unknown (for the partial-store hint). */
  unknown: number;
  /** Unknown lines that newer card data could answer (for the pack-age hint). */
  newer: number;
}

/** The finished report of no deck at all (a run with nothing to check), in the session's language. */
export function emptyRun(ctx: Pick<RunContext, 'locale'>, skipped = 0): CheckRun {
  return {
    report: finishReport([], ctx.locale, withSkipped(summaryOf([]), skipped)),
    unverified: 0,
    unknown: 0,
    newer: 0,
  };
}

const withSkipped = (summary: RunSummary, skipped: number): RunSummary => (skipped ? { ...summary, skipped } : summary);

/** `totem check` on several decks: each under the house config that applies to its folder, named in its report. */
export async function checkDecks(
  session: RunContext,
  inputs: DeckInput[],
  options: CheckDecksOptions,
): Promise<CheckRun> {
  const seen = new Set<string>();
  const decks: DeckReport[] = [];
  const summary = summaryOf([]);
  let unverified = 0;
  let unknown = 0;
  let newer = 0;
  const take = (checked: DeckCheck) => {
    const report = options.quiet ? quietDeck(checked.report) : checked.report;
    countDeck(summary, report);
    if (options.onReport) options.onReport(report);
    else decks.push(report);
    unverified += checked.unverified;
    unknown += checked.unknown;
    newer += checked.newer;
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
    const here: Here = async (parsed) =>
      checkOneDeck(session, parsed ?? (await input.read()), { ...options, config, configName });
    const checked = options.jobs ? options.jobs.check(input, configName, here) : here();
    checked.catch(() => {}); // thrown when its turn comes, as on one thread
    queue.push(checked);
    if (queue.length >= (options.jobs?.ahead ?? 1)) take(await queue.shift()!);
  }
  for (const checked of queue) take(await checked);
  const report = finishReport(decks, session.locale, withSkipped(summary, options.skipped ?? 0));
  return { report, unverified, unknown, newer };
}

/** One deck as `--quiet` shows it (errorsOnly of the model, deck by deck). */
const quietDeck = (deck: DeckReport): DeckReport => errorsOnly({ decks: [deck] } as Report).decks[0]!;
