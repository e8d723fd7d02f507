import { dirname, resolve } from 'node:path';
import { statsOfDecks } from '../commands/stats.js';
import type { GameVariant } from '../model/stats.js';
import { collectInputs, emit } from './check-io.js';
import { cliLocale } from './messages.js';
import { extraTypesOption, totemOption } from './options.js';
import { terminalStyle, useColor } from './output.js';
import { readDeckFile } from './read-deck.js';
import { cliSession, type DataFlags } from './session.js';
import { couldNotVerify } from './unverified.js';
import { VERSION } from './version.js';

/** The cards the search model deals: every line's copies, the Totem's apart. */
export interface StatsCliOptions extends DataFlags {
  format: string;
  totem?: string;
  extraTypes?: string;
  key: string[];
  model: string;
  /** `--variant`: absent, the deck's config decides (standard when it names none). */
  variant?: GameVariant;
  seed: number;
  runs: number;
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
  const totem = totemOption(options.totem);
  const extraTypes = extraTypesOption(options.extraTypes);
  const first = files[0]?.path;
  const session = await cliSession(options, first && first !== '-' ? dirname(resolve(first)) : undefined);
  try {
    const inputs = files.map((file) => ({ path: file.path, display: file.display, read: () => readDeckFile(file) }));
    const { outcomes, unverified } = await statsOfDecks(session, inputs, {
      totem,
      extraTypes,
      keys: options.key,
      variant: options.variant,
      search: options.model === 'search' ? { seed: options.seed, runs: options.runs } : null,
    });
    const context = { version: VERSION, locale: cliLocale(), style: terminalStyle(useColor(options.color)) };
    const format =
      options.format === 'json'
        ? (await import('../format/stats-json.js')).formatStatsJson
        : (await import('../format/stats-text.js')).formatStatsText;
    emit(format(outcomes, context), undefined);
    if (unverified > 0) throw couldNotVerify(session.lookup, unverified);
    return outcomes.every((o) => o.ok) ? 0 : 1;
  } finally {
    session.close();
  }
}
