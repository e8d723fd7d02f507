import { dirname, resolve } from 'node:path';
import { packAgeNotice } from '../cards/open.js';
import { reportRules } from '../check/run.js';
import { loadConfig } from '../commands/config.js';
import { checkDeck, checkReport, unknownBans } from '../commands/check.js';
import { sanitizeReport } from '../format/sanitize.js';
import { errorsOnly, summarize, type DeckReport, type Report } from '../model/report.js';
import { NoDecksError } from '../model/errors.js';
import { display } from './files.js';
import { collectInputs, emit, skippedNote, warnUnknownBans, withSkipped, type CheckIoOptions } from './check-io.js';
import { cliSession, type DataFlags } from './session.js';
import { extraTypesOption, totemOption } from './options.js';
import { error, terminalWidth, useColor, warn } from './output.js';
import { warnIfPartial } from './partial-store.js';
import { couldNotVerify } from './unverified.js';
import { readDeckFile } from './read-deck.js';
import { VERSION } from './version.js';
import { cliLocale, t } from './messages.js';

export interface CheckCliOptions extends CheckIoOptions, DataFlags {
  format: string;
  totem?: string;
  extraTypes?: string;
  quiet?: boolean;
  maxWarnings?: number;
  color?: boolean;
}

/** The report in its format, to stdout or the -o file; `failure` says why nothing was checked. */
async function writeReport(report: Report, options: CheckCliOptions, failure?: string, after = ''): Promise<void> {
  const { formatReport } = await import('./render.js');
  const text = await formatReport(report, options.format, {
    // A report file has no colours unless --color asks for them: it is read later, maybe not on a terminal.
    color: options.outputFile ? options.color === true : useColor(options.color),
    version: VERSION,
    locale: cliLocale(),
    width: options.outputFile ? 0 : terminalWidth(),
    failure,
  });
  emit(text + after, options.outputFile);
}

/** `totem check`: every deck through every rule; returns the exit code (0 valid, 1 invalid). */
export async function runCheck(paths: string[], options: CheckCliOptions): Promise<number> {
  const { files, skipped } = await collectInputs(paths, options).catch(async (error: unknown) => {
    // A report file is written even so (the SARIF upload step after a failed check needs a valid log); exit 2.
    if (error instanceof NoDecksError && options.outputFile)
      await writeReport(summarize([], reportRules(cliLocale()), cliLocale().lang), options, error.text(cliLocale()));
    throw error;
  });
  const totem = totemOption(options.totem);
  const extraTypes = extraTypesOption(options.extraTypes);
  const first = files[0]?.path;
  // No decks (nothing staged): an empty report, without card data; a config named is still checked.
  if (!files.length && options.config) await loadConfig(options.config);
  const session = files.length
    ? await cliSession(options, first && first !== '-' ? dirname(resolve(first)) : undefined)
    : null;
  try {
    const reported = new Set<string>();
    const decks: DeckReport[] = [];
    let unverified = 0;
    let unknown = 0;
    for (const file of files) {
      const config = await session!.configFor(file.path);
      if (config.path && !reported.has(config.path)) warnUnknownBans(config.path, unknownBans(session!, config));
      if (config.path) reported.add(config.path);
      const checked = await checkDeck(session!, await readDeckFile(file), { totem, extraTypes, config });
      // Which house rules applied is part of the verdict: named in the report, and on stderr with --verbose.
      const configName = config.path && display(config.path);
      if (options.verbose)
        error(
          configName
            ? t('config-used', { file: file.display, config: configName })
            : t('config-none', { file: file.display }),
        );
      decks.push({ ...checked.report, config: configName });
      unverified += checked.unverified;
      unknown += checked.unknown;
    }
    if (session) warnIfPartial(session.source.cards, unknown);
    // Offline, the pack is the authority: a card it lacks may be newer than it, so say how old it is.
    if (session?.source.pack && unknown > 0 && options.offline) warn(packAgeNotice(session.source.pack));
    const report = withSkipped(sanitizeReport(checkReport(decks, { locale: cliLocale() })), skipped);
    await writeReport(
      options.quiet ? errorsOnly(report) : report,
      options,
      undefined,
      skippedNote(options.format, skipped),
    );
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
