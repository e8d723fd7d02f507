import type { CommandFormatContext } from '../../format/command-context.js';
import type { ParsedDeck } from '../../model/deck.js';
import type { Wordable } from '../../model/notice.js';
import type { DeckInput, RunContext } from '../context.js';
import type { HouseConfig } from '../house-config.js';

/** What a face gives a command's run: its arguments and flags, the session and the decks the paths name. */
export interface Run<F> {
  args: readonly (string | string[] | undefined)[];
  flags: F;
  /** The card session, opened once at the first call: in the folder of the deck file `near` (its house config's). */
  session(near?: string): Promise<RunContext>;
  /** The decks the paths name (files, folders, globs, `-`); `one`: exactly one list each path. */
  decks(paths: string[], one?: string): Promise<DeckInput[]>;
  /** A deck file read as it is named (no folder, no glob), with the bytes parsed (null: too large to read whole). */
  read(path: string): Promise<{ parsed: ParsedDeck; bytes: Uint8Array | null }>;
  /** The house config that applies to `file` (default: a deck in this folder), as `check` finds it. */
  config(file?: string): Promise<HouseConfig>;
}

/**
 * A command of the registry as the CLI runs it: the use case over the run (typed flags in, a finished result
 * out), its two renderings, and its exit code. Every face prints, exits and closes the session the same way.
 */
export interface CommandModule<F, R> {
  run(run: Run<F>): Promise<R>;
  json(result: R, context: CommandFormatContext): string;
  text(result: R, context: CommandFormatContext): string;
  /** A line the text has and the JSON says in its own fields: on stderr with `--format json`, for a person. */
  jsonNotice?(result: R, context: CommandFormatContext): string;
  /** Lines for a person on standard error in every format, never in the JSON (a file left as it is, old card data). */
  warnings?(result: R, context: CommandFormatContext): (string | Wordable)[];
  /** The text needs the table renderer (loaded only then). */
  table?(result: R): boolean;
  exitCode(result: R): number;
  /** A search: it reads the card data only, no card API unless `--offline` says otherwise. */
  search?: boolean;
  /** Cards that could not be verified: the run is inconclusive (exit 2, naming the sources that failed). */
  unverified?(result: R): number;
}
