import { dirname, resolve } from 'node:path';
import { openCardSource } from '../cards/open.js';
import { REPORT_RULES, checkParsedDeck } from '../check/run.js';
import { errorsOnly, summarize, type DeckReport } from '../model/report.js';
import { sanitizeReport } from '../format/sanitize.js';
import { EMPTY_CONFIG, allBans, findConfig, loadConfig, type HouseConfig } from './config.js';
import { collectInputs, emit, skippedNote, withSkipped, type CheckIoOptions } from './check-io.js';
import { extraTypesOption, totemOption } from './options.js';
import { useColor, warn } from './output.js';
import { readDeckFile } from './read-deck.js';
import { VERSION } from './version.js';
import { cliLocale, t } from './messages.js';

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
      });
  try {
    const reported = new Set<string>();
    const decks: DeckReport[] = [];
    for (const file of files) {
      const config = await configFor(file.path);
      if (config.path && !reported.has(config.path)) {
        reported.add(config.path);
        for (const ban of config.bans) {
          const known = ban.id
            ? source!.lookup.store.byId(ban.id)
            : source!.lookup.resolveName(ban.name!).status !== 'unknown';
          if (!known) warn(t('ban-names-no-card', { file: config.path, ban: ban.id ?? ban.name! }));
        }
      }
      const parsed = await readDeckFile(file);
      const { report } = await checkParsedDeck(parsed, source!.lookup, {
        totem,
        extraTypes,
        context: { bans: allBans(config) },
        settings: config.rules,
        locale: cliLocale(),
      });
      decks.push(report);
    }
    const report = withSkipped(sanitizeReport(summarize(decks, REPORT_RULES, cliLocale().lang)), skipped);
    const { formatReport } = await import('./render.js');
    emit(
      (await formatReport(options.quiet ? errorsOnly(report) : report, options.format, {
        color: useColor(options.color) && !options.outputFile,
        version: VERSION,
        locale: cliLocale(),
      })) + skippedNote(options.format, skipped),
      options.outputFile,
    );
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
