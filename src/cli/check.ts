import { dirname, resolve } from 'node:path';
import { loadConfig } from '../commands/config.js';
import { checkDeck, checkReport, unknownBans } from '../commands/check.js';
import { sanitizeReport } from '../format/sanitize.js';
import { errorsOnly, type DeckReport } from '../model/report.js';
import { ApiError, errorOf } from '../model/errors.js';
import { collectInputs, emit, skippedNote, warnUnknownBans, withSkipped, type CheckIoOptions } from './check-io.js';
import { cliSession, type DataFlags } from './session.js';
import { extraTypesOption, totemOption } from './options.js';
import { terminalWidth, useColor, warn } from './output.js';
import { warnIfPartial } from './partial-store.js';
import { readDeckFile } from './read-deck.js';
import { VERSION } from './version.js';
import { CLI_MESSAGES, cliLocale, t } from './messages.js';

export interface CheckCliOptions extends CheckIoOptions, DataFlags {
  format: string;
  totem?: string;
  extraTypes?: string;
  quiet?: boolean;
  maxWarnings?: number;
  color?: boolean;
}

/** `totem check`: every deck through every rule; returns the exit code (0 valid, 1 invalid). */
export async function runCheck(paths: string[], options: CheckCliOptions): Promise<number> {
  const { files, skipped } = await collectInputs(paths, options);
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
      decks.push(checked.report);
      unverified += checked.unverified;
      unknown += checked.unknown;
    }
    if (session) warnIfPartial(session.source.store, unknown);
    const report = withSkipped(sanitizeReport(checkReport(decks, { locale: cliLocale() })), skipped);
    const { formatReport } = await import('./render.js');
    const text = await formatReport(options.quiet ? errorsOnly(report) : report, options.format, {
      // A report file has no colours unless --color asks for them: it is read later, maybe not on a terminal.
      color: options.outputFile ? options.color === true : useColor(options.color),
      version: VERSION,
      locale: cliLocale(),
      width: options.outputFile ? 0 : terminalWidth(),
    });
    emit(text + skippedNote(options.format, skipped), options.outputFile);
    // Cards that could not be looked up make the run inconclusive: a data problem (exit 2), not an invalid deck.
    if (unverified > 0) throw errorOf(ApiError, 'could-not-verify', { count: unverified }, CLI_MESSAGES, 'cli');
    if (report.summary.invalid > 0) return 1;
    if (options.maxWarnings === undefined || report.summary.warnings <= options.maxWarnings) return 0;
    warn(t('max-warnings', { count: report.summary.warnings, max: options.maxWarnings }));
    return 1;
  } finally {
    session?.close();
  }
}
