import { openCardSource } from '../cards/open.js';
import { checkParsedDeck } from '../check/run.js';
import { ApiError, errorOf } from '../model/errors.js';
import type { StatsOutcome } from '../model/stats.js';
import { statsOfDeck } from '../stats/stats-of-deck.js';
import { allBans, configFinder } from './config.js';
import { collectInputs, emit } from './check-io.js';
import { importProgress } from './import-progress.js';
import { CLI_MESSAGES, cliLocale } from './messages.js';
import { extraTypesOption, totemOption } from './options.js';
import { terminalStyle, useColor, warn } from './output.js';
import { readDeckFile } from './read-deck.js';
import { VERSION } from './version.js';

export interface StatsCliOptions {
  format: string;
  totem?: string;
  extraTypes?: string;
  key: string[];
  model: string;
  seed: number;
  runs: number;
  dataDir?: string[];
  offline?: boolean;
  color?: boolean;
}

/**
 * `totem stats DECK…`: each deck read, resolved and checked as `check` does (the verdict only becomes a note:
 * odds are advisory), then its odds. Exit 0 when every deck got its odds, 1 when one could not (no Basic Pokémon,
 * not a deck), 2 for usage and data problems — as `check`, cards that could not be looked up make the run
 * inconclusive.
 */
export async function runStats(paths: string[], options: StatsCliOptions): Promise<number> {
  const { files } = await collectInputs(paths, {});
  const configFor = configFinder();
  const totem = totemOption(options.totem);
  const extraTypes = extraTypesOption(options.extraTypes);
  const firstConfig = await configFor(files[0]?.path ?? '-');
  const source = await openCardSource({
    dataDirs: options.dataDir?.length ? options.dataDir : firstConfig.dataDirs,
    offline: options.offline,
    onWarning: warn,
    onImport: importProgress(),
  });
  try {
    const outcomes: StatsOutcome[] = [];
    let unverified = 0;
    for (const file of files) {
      const config = await configFor(file.path);
      const parsed = await readDeckFile(file);
      const { report, deck, facts } = await checkParsedDeck(parsed, source.lookup, {
        totem,
        extraTypes,
        context: { bans: allBans(config) },
        settings: config.rules,
        locale: cliLocale(),
      });
      const errors = report.problems.filter((p) => p.severity === 'error').length;
      outcomes.push(
        statsOfDeck(deck, facts, {
          keys: options.key,
          search: options.model === 'search' ? { seed: options.seed, runs: options.runs } : null,
          check: { valid: report.valid, errors },
        }),
      );
      unverified += deck.unresolved.filter(
        (dc) => dc.unresolved?.status === 'unknown' && dc.unresolved.unverified,
      ).length;
    }
    const context = { version: VERSION, locale: cliLocale(), style: terminalStyle(useColor(options.color)) };
    const format =
      options.format === 'json'
        ? (await import('../format/stats-json.js')).formatStatsJson
        : (await import('../format/stats-text.js')).formatStatsText;
    emit(format(outcomes, context), undefined);
    if (unverified > 0) throw errorOf(ApiError, 'could-not-verify', { count: unverified }, CLI_MESSAGES, 'cli');
    return outcomes.every((o) => o.ok) ? 0 : 1;
  } finally {
    source.close();
  }
}
