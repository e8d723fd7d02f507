import type { GameVariant } from '../model/variant.js';
import type { Report } from '../model/report.js';
import { UsageError, errorOf } from '../model/errors.js';
import { statSync } from 'node:fs';
import { collectDeckFiles, type Collected, type DeckFile, type SkippedFile } from './files.js';
import { error, out, reportText, warn } from './output.js';
import { writeReportFile } from '../commands/shared/replace-file.js';
import { cliError, cliLocale, t } from './messages.js';
import { terminalWidth, useColor } from './output.js';
import { VERSION } from './version.js';
import type { DataFlags } from './session.js';

/** The options of `totem check` that choose its input and where its report goes. */
export interface CheckIoOptions {
  config?: string;
  ignorePattern?: string[];
  staged?: boolean;
  verbose?: boolean;
  outputFile?: string;
}

/** The decks to check: from the git index with --staged, else from the paths; warnings and --verbose on stderr. */
export async function collectInputs(paths: string[], options: CheckIoOptions): Promise<Collected> {
  const collectOptions = { ignorePatterns: options.ignorePattern, config: options.config };
  const collected = options.staged
    ? (await import('./staged.js')).collectStagedFiles(paths, collectOptions)
    : collectDeckFiles(paths, collectOptions);
  for (const w of collected.warnings) warn(w);
  if (options.verbose)
    for (const s of collected.skipped) error(t('skipped-file', { file: s.display, reason: s.reason }));
  return collected;
}

/**
 * The one list an argument of `diff` or `sheet` names: a file, a glob that names one, or '-'. A folder or a glob
 * naming several is refused (exit 2): which of them the user meant is theirs to say, not the first one's.
 */
export async function oneDeckFile(input: string, command: string): Promise<DeckFile> {
  const folder = input !== '-' && statSync(input, { throwIfNoEntry: false })?.isDirectory();
  const files = folder ? [] : (await collectInputs([input], {})).files;
  if (files.length !== 1) throw cliError('one-file-only', { input, command });
  return files[0]!;
}

/** The text report's closing line about skipped files. */
export function skippedNote(format: string, skipped: SkippedFile[]): string {
  if (format !== 'text' || !skipped.length) return '';
  return `${t('skipped', { count: skipped.length })}\n`;
}

/** Bans naming no card that are named one by one; the rest are counted. */
const MAX_BAN_WARNINGS = 20;

/** A config's bans that name no card: a long house banlist gets a count, not a flood. */
export function warnUnknownBans(file: string, bans: string[]): void {
  for (const ban of bans.slice(0, MAX_BAN_WARNINGS)) warn(t('ban-names-no-card', { file, ban }));
  if (bans.length > MAX_BAN_WARNINGS) warn(t('more-bans', { count: bans.length - MAX_BAN_WARNINGS, file }));
}

/**
 * The report to standard output, or to the file of -o / --output-file: written beside it and renamed over it,
 * so a full disk leaves the previous report whole; a symbolic link there is refused (replace-file.ts).
 */
export function emit(text: string, outputFile: string | undefined): void {
  if (!outputFile) {
    out(text);
    return;
  }
  const safe = reportText(text);
  try {
    writeReportFile(outputFile, Buffer.from(safe.endsWith('\n') ? safe : `${safe}\n`));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ELOOP') throw errorOf(UsageError, 'output-is-symlink', { file: outputFile });
    throw errorOf(UsageError, 'cannot-write', { file: outputFile, code });
  }
}

/** Every option of `totem check`. */
export interface CheckCliOptions extends CheckIoOptions, DataFlags {
  format: string;
  totem?: string;
  extraTypes?: string;
  /** `--variant`: absent, each deck's config decides. */
  variant?: GameVariant;
  quiet?: boolean;
  maxWarnings?: number;
  color?: boolean;
  /** `--fix` applies the repairs that are certainly right in place; `--fix-dry-run` prints their diff. */
  fix?: boolean;
  fixDryRun?: boolean;
  /** `--jobs`: threads checking the decks (0: one per core). */
  jobs?: number;
}

/** The report in its format, to stdout or the -o file; `failure` says why nothing was checked. */
export async function writeReport(
  report: Report,
  options: CheckCliOptions,
  failure?: string,
  after = '',
): Promise<void> {
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
