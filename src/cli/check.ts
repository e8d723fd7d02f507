import { dirname, resolve } from 'node:path';
import { openCardSource, packAgeNotice } from '../cards/open.js';
import { checkParsedDeck, reportRules } from '../check/run.js';
import { errorsOnly, summarize, type DeckReport } from '../model/report.js';
import { sanitizeReport } from '../format/sanitize.js';
import { ApiError } from '../model/errors.js';
import { EMPTY_CONFIG, allBans, loadConfig, type HouseConfig } from './config.js';
import { findConfig } from './config-file.js';
import { collectInputs, emit, skippedNote, withSkipped, type CheckIoOptions } from './check-io.js';
import { extraTypesOption, totemOption } from './options.js';
import { terminalWidth, useColor, warn } from './output.js';
import { importProgress } from './import-progress.js';
import { warnIfPartial } from './partial-store.js';
import { readDeckFile } from './read-deck.js';
import { VERSION } from './version.js';
import { CLI_MESSAGES, cliLocale, t } from './messages.js';
import { errorOf } from '../model/errors.js';

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

/** `totem check`: every deck through every rule; returns the exit code (0 valid, 1 invalid). */
export async function runCheck(paths: string[], options: CheckCliOptions): Promise<number> {
  const { files, skipped } = await collectInputs(paths, options);
  const explicit = options.config ? await loadConfig(options.config) : null;
  const configs = new Map<string, HouseConfig>();
  const configFor = async (file: string): Promise<HouseConfig> => {
    if (explicit) return explicit;
    const dir = file === '-' ? process.cwd() : dirname(resolve(file));
    if (!configs.has(dir)) {
      const found = findConfig(dir);
      configs.set(dir, found ? await loadConfig(found) : EMPTY_CONFIG);
    }
    return configs.get(dir)!;
  };
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
      decks.push(report);
      unverified += deck.unresolved.filter(
        (dc) => dc.unresolved?.status === 'unknown' && dc.unresolved.unverified,
      ).length;
      unknown += deck.unresolved.filter((dc) => dc.unresolved?.status === 'unknown').length;
    }
    if (source) warnIfPartial(source.cards, unknown);
    // Offline, the pack is the authority: a card it lacks may be newer than it, so say how old it is.
    if (source?.pack && unknown > 0 && options.offline) warn(packAgeNotice(source.pack));
    const report = withSkipped(sanitizeReport(summarize(decks, reportRules(cliLocale()), cliLocale().lang)), skipped);
    const { formatReport } = await import('./render.js');
    emit(
      (await formatReport(options.quiet ? errorsOnly(report) : report, options.format, {
        // A report file has no colours unless --color asks for them: it is read later, maybe not on a terminal.
        color: options.outputFile ? options.color === true : useColor(options.color),
        version: VERSION,
        locale: cliLocale(),
        width: options.outputFile ? 0 : terminalWidth(),
      })) + skippedNote(options.format, skipped),
      options.outputFile,
    );
    // Cards that could not be looked up make the run inconclusive: a data problem (exit 2), not an invalid deck.
    if (unverified > 0) throw errorOf(ApiError, 'could-not-verify', { count: unverified }, CLI_MESSAGES, 'cli');
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
