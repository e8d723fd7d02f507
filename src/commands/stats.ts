import type { StatsOutcome } from '../model/stats.js';
import { statsOfDeck, type StatsOptions } from '../stats/stats-of-deck.js';
import type { CheckedDeck, CheckOneDeckOptions } from './check.js';
import { checkOneDeck } from './check.js';
import type { DeckInput, RunContext } from './context.js';
import { searchRunsOption } from './options.js';

const cardsOf = (deck: { cards: { copies: number }[] }): number => deck.cards.reduce((n, c) => n + c.copies, 0);

/** The options of `stats`: the check's (Totem, extra types, config) and the odds' (keys, search model). */
export type DeckStatsOptions = Omit<CheckOneDeckOptions, 'config'> & Pick<StatsOptions, 'keys' | 'search'>;

/** The odds of a deck checked as `check` checks it: its verdict becomes a note (odds are advisory). */
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

/** What `stats` gives for a run: each deck's odds, and the lines that could not be looked up (no verdict: exit 2). */
export interface StatsRun {
  outcomes: StatsOutcome[];
  unverified: number;
}

/** `totem stats DECK…`: each deck under the house config of its folder, checked, then its odds. */
export async function statsOfDecks(
  session: RunContext,
  inputs: DeckInput[],
  options: DeckStatsOptions,
): Promise<StatsRun> {
  const run: StatsRun = { outcomes: [], unverified: 0 };
  for (const input of inputs) {
    const config = await session.configFor(input.path);
    const checked = await checkOneDeck(session, await input.read(), { ...options, config });
    run.outcomes.push(statsOfChecked(checked, options));
    run.unverified += checked.unverified;
  }
  return run;
}
