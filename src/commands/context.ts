import type { ParsedDeck } from '../model/deck.js';
import type { DeckCheck } from '../check/run.js';
import type { HouseConfig } from '../check/house-config.js';
import type { CardLookup } from '../cards/lookup/lookup.js';
import type { Locale } from '../model/render-message.js';

/**
 * What a use case needs to run, and nothing it would print with: the card lookup (over the store, a card pack,
 * or a caller's own source) and the language its words are rendered in. A Node session and the browser core
 * both build one; the use cases never know which.
 */
export interface CommandContext {
  lookup: CardLookup;
  locale: Locale;
}

/** A deck of a run: where it is (its house config is found from there), how it is shown, how to read it. */
export interface DeckInput {
  path: string;
  display: string;
  read(): Promise<ParsedDeck>;
  /** `check --fix` may write it back: a file of the working tree (not standard input, not a staged file). */
  fixable?: boolean;
  /** The path as bytes, to open, when a name on it is not UTF-8 (`path` and `display` show it escaped). */
  raw?: Buffer;
}

/** A context that runs several decks (a Node session): each under the house config that applies to its file. */
export interface RunContext extends CommandContext {
  configFor(file: string): Promise<HouseConfig>;
}

/** Where a run's progress lines go: rewritten in place until `last` when `live` (a terminal), else a line each. */
export interface Progress {
  live: boolean;
  progress(line: string, last: boolean): void;
}

/**
 * Decks checked on other threads (`check --jobs`, src/cli/check-worker.ts): so many `ahead` of the one being
 * reported; `here` checks a deck on this thread (one the other could not, or `parsed` in its place).
 */
export interface DeckJobs {
  ahead: number;
  check(
    input: DeckInput,
    configName: string | null,
    here: (parsed?: ParsedDeck) => Promise<DeckCheck>,
  ): Promise<DeckCheck>;
}
