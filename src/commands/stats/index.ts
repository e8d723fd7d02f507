import type { AnyStatsOutcome, GameVariant, StatsOutcome } from '../../model/stats.js';
import { UsageError, errorOf } from '../../model/errors.js';
import { statsOfDeck, type StatsOptions } from '../../stats/stats-of-deck.js';
import { tributeStatsOfDeck } from '../../stats/tribute-of-deck.js';
import { checkOneDeck, type CheckedDeck, type CheckOneDeckOptions } from '../../check/run.js';
import { deckVariant } from '../../check/house-config.js';
import type { DeckInput, RunContext } from '../context.js';
import { searchRunsOption } from '../shared/options.js';
import { listOptionsOf, type ListFlags } from '../shared/list-input.js';
import type { CommandModule } from '../shared/command.js';
import { formatStatsJson, statsJsonOf } from '../../format/stats-json.js';
import { formatStatsText } from '../../format/stats-text.js';

const cardsOf = (deck: { cards: { copies: number }[] }): number => deck.cards.reduce((n, c) => n + c.copies, 0);

/** The odds' own options: --key, the search model, and the rules of the game (`--variant`). */
export type OddsOptions = Pick<StatsOptions, 'keys' | 'search'> & { variant?: GameVariant };

export type DeckStatsOptions = Omit<CheckOneDeckOptions, 'config'> & OddsOptions;

/** The odds of a deck checked as `check` checks it, under the standard rules: its verdict becomes a note. */
export function statsOfChecked(
  checked: CheckedDeck,
  options: Pick<StatsOptions, 'keys' | 'search'> = {},
): StatsOutcome {
  const errors = checked.report.problems.filter((p) => p.severity === 'error').length;
  const search = options.search;
  return statsOfDeck(checked.deck, checked.facts, {
    keys: options.keys ?? [],
    // The search model's work is runs × cards: bounded for every face (CLI, library), naming the deck's range.
    search: search
      ? { ...search, runs: searchRunsOption(search.runs, cardsOf(checked.deck), checked.report.file) }
      : null,
    check: { valid: checked.report.valid, errors },
  });
}

/**
 * The odds of a checked deck under either variant. The search model plays Energy charging, which the tribute
 * variant does not have: asking for both is a usage error, not a model quietly left out.
 */
export function oddsOfChecked(checked: CheckedDeck, options: OddsOptions = {}): AnyStatsOutcome {
  if (options.variant !== 'tribute') return statsOfChecked(checked, options);
  if (options.search) throw errorOf(UsageError, 'search-not-in-tribute');
  const errors = checked.report.problems.filter((p) => p.severity === 'error').length;
  return tributeStatsOfDeck(checked.deck, checked.facts, {
    keys: options.keys ?? [],
    check: { valid: checked.report.valid, errors },
  });
}

/** What `stats` gives for a run: each deck's odds, and the lines that could not be looked up (no verdict: exit 2). */
export interface StatsRun {
  outcomes: AnyStatsOutcome[];
  unverified: number;
}

/**
 * `totem stats DECK…`: each deck under the house config of its folder, checked (under the deck's variant: the
 * config carries it to the check), then its odds.
 */
export async function statsOfDecks(
  session: RunContext,
  inputs: DeckInput[],
  options: DeckStatsOptions,
): Promise<StatsRun> {
  const run: StatsRun = { outcomes: [], unverified: 0 };
  for (const input of inputs) {
    const house = await session.configFor(input.path);
    const variant = deckVariant(options.variant, house);
    const checked = await checkOneDeck(session, await input.read(), { ...options, variant, config: house });
    run.outcomes.push(oddsOfChecked(checked, { ...options, variant }));
    run.unverified += checked.unverified;
  }
  return run;
}

interface StatsFlags extends ListFlags {
  key: string[];
  model: 'plain' | 'search';
  seed: number;
  runs: number;
}

/**
 * The check's verdict only becomes a note: odds are advisory. Exit 1 when a deck got no odds (no Basic Pokémon,
 * not a deck); cards that could not be looked up make the run inconclusive (2), as in `check`.
 */
/** `totem stats --format json` for one deck, as an object: the library's `stats` answer. */
export type StatsAnswer = ReturnType<typeof statsJsonOf>;

export const command: CommandModule<StatsFlags, StatsRun, StatsAnswer[]> = {
  run: async (run) => {
    const { key, model, seed, runs } = run.flags;
    const decks = await run.decks(run.args[0] as string[]);
    return statsOfDecks(await run.session(decks[0]?.path), decks, {
      ...listOptionsOf(run.flags),
      keys: key,
      search: model === 'search' ? { seed, runs } : null,
    });
  },
  answer: (run, locale) => run.outcomes.map((o) => statsJsonOf(o, locale)),
  json: (run, context) => formatStatsJson(run.outcomes, { ...context, version: '' }),
  text: (run, context) => formatStatsText(run.outcomes, { ...context, version: '' }),
  exitCode: (run) => (run.outcomes.every((o) => o.ok) ? 0 : 1),
};
