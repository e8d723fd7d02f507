import { dirname, resolve } from 'node:path';
import { loadConfig } from '../commands/config.js';
import { checkDecks, emptyRun, type CheckRun, type DeckInput } from '../commands/check-decks.js';
import { NoDecksError } from '../model/errors.js';
import type { DeckReport } from '../model/report.js';
import { finishReport } from '../check/run.js';
import { display } from './files.js';
import { collectInputs, skippedNote, warnUnknownBans, writeReport, type CheckCliOptions } from './check-io.js';
import { cliSession } from './session.js';
import { checkJobs } from './check-worker.js';
import { packAgeOf } from '../commands/session.js';
import { extraTypesOption, totemOption } from './options.js';
import { error, out, reportText, warn } from './output.js';
import { warnIfPartial } from './partial-store.js';
import { couldNotVerify } from './unverified.js';
import { readDeckAndBytes, readDeckFile } from './read-deck.js';
import { fixingReader } from '../commands/check/fix.js';
import { replaceFile } from '../commands/shared/replace-file.js';
import type { DeckFile } from './files.js';
import { cliLocale, t } from './messages.js';

/** --verbose: which house rules file each deck is checked under, on stderr. */
const verboseConfig = (input: DeckInput, config: string | null): void =>
  error(config ? t('config-used', { file: input.display, config }) : t('config-none', { file: input.display }));

/**
 * `--format json` to standard output is written deck by deck as the decks are checked (a folder of 10,000 decks
 * is never held whole); the text is the same as formatJson's of the whole report.
 */
async function jsonStream(): Promise<{ onReport(deck: DeckReport): void; end(run: CheckRun): void }> {
  const { jsonReportWriter } = await import('../format/json.js');
  const locale = cliLocale();
  const writer = jsonReportWriter(finishReport([], locale));
  const write = (text: string) => process.stdout.write(reportText(text));
  // The head waits for the first deck: a run that fails before any deck is checked (no card data) prints no
  // half a report, as the unstreamed formats print none.
  let decks = 0;
  return {
    onReport: (deck) => write(`${decks === 0 ? writer.head : ''}${writer.deck(deck, decks++ === 0)}`),
    end: (run) => write(`${decks === 0 ? writer.head : ''}${writer.tail(run.report.summary, decks)}`),
  };
}

/** `totem check`: every deck through every rule; returns the exit code (0 valid, 1 invalid). */
export async function runCheck(paths: string[], options: CheckCliOptions): Promise<number> {
  const { files, skipped } = await collectInputs(paths, options).catch(async (error: unknown) => {
    // A report file is written even so (the SARIF upload step after a failed check needs a valid log); exit 2.
    if (error instanceof NoDecksError && options.outputFile)
      await writeReport(emptyRun({ locale: cliLocale() }).report, options, error.text(cliLocale()));
    throw error;
  });
  const first = files[0]?.path;
  // No decks (nothing staged): an empty report, without card data; a config named is still checked.
  if (!files.length && options.config) await loadConfig(options.config);
  const dir = first && first !== '-' ? dirname(resolve(first)) : undefined;
  const session = files.length ? await cliSession(options, dir) : null;
  try {
    const deckOptions = {
      totem: totemOption(options.totem),
      extraTypes: extraTypesOption(options.extraTypes),
      variant: options.variant,
    };
    // --fix, --fix-dry-run (commands/check/fix.ts): each list fixed, written back or its diff printed (on stderr when
    // stdout has a machine-read report), checked as fixed.
    const diff = (text: string) =>
      options.format === 'text' || options.outputFile ? out(text) : process.stderr.write(reportText(text));
    const fix =
      (options.fix || options.fixDryRun) &&
      session &&
      fixingReader(session, deckOptions, readDeckAndBytes, (f, fixed) =>
        options.fixDryRun ? diff(fixed.diff) : replaceFile(f.path, fixed.bytes),
      );
    const read = (file: DeckFile) => (fix && !file.bytes && file.path !== '-' ? fix(file) : readDeckFile(file));
    const inputs = files.map((file) => ({ path: file.path, display: file.display, read: () => read(file) }));
    // Streamed only from the shipped pack and the overlay: a data dirs' pack found damaged mid-run is rebuilt and
    // the whole run done again (cli/main.ts), which must not follow a report already half written.
    const streamed = session && !session.source.dataPack && options.format === 'json' && !options.outputFile;
    const stream = streamed ? await jsonStream() : null;
    const run = session
      ? await checkDecks(session, inputs, {
          ...deckOptions,
          configName: display,
          onConfig: warnUnknownBans,
          onDeck: options.verbose ? verboseConfig : undefined,
          quiet: options.quiet,
          skipped: skipped.length,
          onReport: stream?.onReport,
          jobs: checkJobs(options, files, session, dir),
        })
      : emptyRun({ locale: cliLocale() }, skipped.length);
    const { report, unverified, unknown, newer } = run;
    if (session) warnIfPartial(session.source.cards, unknown);
    // A line only newer card data could answer (a set or code the pack lacks): say how old the pack is. Never
    // for a typo the pack judges.
    const packAge = session && ((newer > 0 && options.offline) || unverified > 0) ? packAgeOf(session) : null;
    if (packAge) warn(packAge);
    if (stream) stream.end(run);
    else await writeReport(report, options, undefined, skippedNote(options.format, skipped));
    // Cards that could not be looked up make the run inconclusive: a data problem (exit 2), not an invalid deck.
    if (unverified > 0) throw couldNotVerify(session!.lookup, unverified);
    if (report.summary.invalid > 0) return 1;
    if (options.maxWarnings === undefined || report.summary.warnings <= options.maxWarnings) return 0;
    warn(t('max-warnings', { count: report.summary.warnings, max: options.maxWarnings }));
    return 1;
  } finally {
    session?.close();
  }
}
