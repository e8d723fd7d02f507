import { openCardSource, packAgeNotice } from '../cards/open.js';
import { checkParsedDeck, reportRules } from '../check/run.js';
import { errorsOnly, summarize, type DeckReport, type Report } from '../model/report.js';
import { sanitizeReport } from '../format/sanitize.js';
import { NoDecksError } from '../model/errors.js';
import { allBans, configFinder, loadConfig } from './config.js';
import { display } from './files.js';
import { collectInputs, emit, skippedNote, withSkipped, type CheckIoOptions } from './check-io.js';
import { extraTypesOption, totemOption } from './options.js';
import { error, terminalWidth, useColor, warn } from './output.js';
import { importProgress } from './import-progress.js';
import { warnIfPartial } from './partial-store.js';
import { couldNotVerify } from './unverified.js';
import { readDeckFile } from './read-deck.js';
import { VERSION } from './version.js';
import { cliLocale, t } from './messages.js';

/** Bans naming no card that are named one by one; the rest are counted. */
const MAX_BAN_WARNINGS = 20;

export interface CheckCliOptions extends CheckIoOptions {
  format: string;
  totem?: string;
  extraTypes?: string;
  dataDir?: string[];
  offline?: boolean;
  config?: string;
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
  const explicit = options.config ? await loadConfig(options.config) : null;
  const configFor = configFinder(explicit);
  const totem = totemOption(options.totem);
  const extraTypes = extraTypesOption(options.extraTypes);
  const firstConfig = await configFor(files[0]?.path ?? '-');
  // No decks (nothing staged): an empty report, without card data.
  const source = !files.length
    ? null
    : await openCardSource({
        dataDirs: options.dataDir?.length ? options.dataDir : firstConfig.dataDirs,
        offline: options.offline,
        onWarning: warn,
        onImport: importProgress(),
      });
  try {
    const reported = new Set<string>();
    const decks: DeckReport[] = [];
    let unverified = 0;
    let unknown = 0;
    for (const file of files) {
      const config = await configFor(file.path);
      if (config.path && !reported.has(config.path)) {
        reported.add(config.path);
        // A ban is checked by one store read (no suggestions); a long house banlist gets a count, not a flood.
        let unknown = 0;
        for (const ban of config.bans) {
          const known = ban.id
            ? source!.lookup.store.byId(ban.id)
            : source!.lookup.resolve({ name: ban.name! }, { suggest: false }).status !== 'unknown';
          if (known) continue;
          if (++unknown <= MAX_BAN_WARNINGS)
            warn(t('ban-names-no-card', { file: config.path, ban: ban.id ?? ban.name! }));
        }
        if (unknown > MAX_BAN_WARNINGS) warn(t('more-bans', { count: unknown - MAX_BAN_WARNINGS, file: config.path }));
      }
      const parsed = await readDeckFile(file);
      const { report, deck } = await checkParsedDeck(parsed, source!.lookup, {
        totem,
        extraTypes,
        context: { bans: allBans(config) },
        settings: config.rules,
        locale: cliLocale(),
      });
      // Which house rules applied is part of the verdict: named in the report, and on stderr with --verbose.
      const configName = config.path && display(config.path);
      if (options.verbose)
        error(
          configName
            ? t('config-used', { file: file.display, config: configName })
            : t('config-none', { file: file.display }),
        );
      decks.push({ ...report, config: configName });
      unverified += deck.unresolved.filter(
        (dc) => dc.unresolved?.status === 'unknown' && dc.unresolved.unverified,
      ).length;
      unknown += deck.unresolved.filter((dc) => dc.unresolved?.status === 'unknown').length;
    }
    if (source) warnIfPartial(source.cards, unknown);
    // Offline, the pack is the authority: a card it lacks may be newer than it, so say how old it is.
    if (source?.pack && unknown > 0 && options.offline) warn(packAgeNotice(source.pack));
    const report = withSkipped(sanitizeReport(summarize(decks, reportRules(cliLocale()), cliLocale().lang)), skipped);
    await writeReport(
      options.quiet ? errorsOnly(report) : report,
      options,
      undefined,
      skippedNote(options.format, skipped),
    );
    // Cards that could not be looked up make the run inconclusive: a data problem (exit 2), not an invalid deck.
    if (unverified > 0) throw couldNotVerify(source!.lookup, unverified);
    if (report.summary.invalid > 0) return 1;
    if (options.maxWarnings !== undefined && report.summary.warnings > options.maxWarnings) {
      warn(t('max-warnings', { count: report.summary.warnings, max: options.maxWarnings }));
      return 1;
    }
    return 0;
  } finally {
    source?.close();
  }
}
