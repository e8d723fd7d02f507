import type { CommandFormatContext } from '../../format/command-context.js';
import type { ParsedDeck } from '../../model/deck.js';
import type { Wordable } from '../../model/notice.js';
import type { Locale } from '../../model/render-message.js';
import type { DeckInput, Progress, RunContext } from '../context.js';
import type { HouseConfig } from '../../check/house-config.js';

/** How `check` finds its decks: `--config`'s ignores, `--ignore-pattern`, `--staged`, `--verbose`. */
export interface DeckSearch {
  config?: string;
  ignorePattern?: string[];
  staged?: boolean;
  verbose?: boolean;
}

/** The decks of a run, and how many files found were skipped as no decklists. */
export type Decks = DeckInput[] & { skipped: number };

/**
 * What a face gives a command's run: its arguments and flags, the session and the decks the paths name; `progress`
 * a line on standard error, cleaned onto one line, rewritten in place on a terminal (`live`).
 */
export interface Run<F> extends Progress {
  args: readonly (string | string[] | undefined)[];
  flags: F;
  /** The card session, opened once at the first call: in the folder of the deck file `near` (its house config's). */
  session(near?: string): Promise<RunContext>;
  /** The language of the run: a result without a session (no decks) is worded in it too. */
  locale: Locale;
  /** The decks the paths name (files, folders, globs, `-`); `one`: exactly one list each path. */
  decks(paths: string[], one?: string, search?: DeckSearch): Promise<Decks>;
  /** A deck file read as it is named (no folder, no glob), with the bytes parsed (null: too large to read whole). */
  read(path: string | Buffer, display?: string): Promise<{ parsed: ParsedDeck; bytes: Uint8Array | null }>;
  /** Standard output is a terminal (a person reads it, not a file or a pipe). */
  terminal: boolean;
  /** A path as reports name it (relative to where the user is). */
  display(path: string): string;
  /** Text for a person as the run goes, before the answer: on standard output, or standard error (`stderr`). */
  write(text: string, stderr?: boolean): void;
  /** A line for a person on standard error as the run goes (a warning, or with `plain` a line of `--verbose`). */
  say(line: string, plain?: boolean): void;
  /** The house config that applies to `file` (default: a deck in this folder), as `check` finds it. */
  config(file?: string): Promise<HouseConfig>;
}

/** What a rendering gets from the CLI besides the words (a report's: its width, version, workflow commands). */
export interface RunFormatContext extends CommandFormatContext {
  /** The width to fold to: 0 for a file or a pipe. */
  width: number;
  version: string;
  /** A GitHub workflow command, as the output boundary lets it through. */
  command(line: string): string;
}

/**
 * A command of the registry as the CLI runs it: the use case over the run (typed flags in, a finished result
 * out), its two renderings, and its exit code. Every face prints, exits and closes the session the same way. A
 * result's `unverified` (cards that could not be verified) makes the run inconclusive: exit 2, naming the sources.
 */
export interface CommandModule<F, R, A = unknown> {
  run(run: Run<F>): Promise<R>;
  /** The result as its JSON answer, not yet cleaned: what the library returns, and `--format json` writes. */
  answer?(result: R, locale: Locale): A;
  /** The JSON text where it is not the answer (a report streamed, a file's text); else the answer, cleaned. */
  json?(result: R, context: RunFormatContext): string | Promise<string>;
  text(result: R, context: RunFormatContext): string | Promise<string>;
  /** A line the text has and the JSON says in its own fields: on stderr with `--format json`, for a person. */
  jsonNotice?(result: R, context: CommandFormatContext): string;
  /** Lines for a person on standard error in every format, never in the JSON (a file left as it is, old card data). */
  warnings?(result: R, context: CommandFormatContext): (string | Wordable)[];
  /** The text needs the table renderer (loaded only then). */
  table?(result: R): boolean;
  /** Where the answer goes when the command picks the file (a sheet on a terminal: beside the deck); said on stdout. */
  outputFile?(result: R): string | undefined;
  exitCode(result: R): number;
  /** A search: it reads the card data only, no card API unless `--offline` says otherwise. */
  search?: boolean;
}
