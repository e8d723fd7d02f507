import { ERROR_MESSAGES } from './error-messages.js';
import type { MessageData, MessageTable } from './message.js';
import { ENGLISH, renderMessage, type Locale } from './render-message.js';

/**
 * Every failure a user can cause or meet (bad arguments, unreadable input, a bad config, no card data, an
 * API that won't answer) is a TotemError: the CLI prints its message, with no stack trace, and exits with its
 * code. Anything else is an internal error.
 */
export class TotemError extends Error {
  readonly exitCode: number = 2;
  override name = 'TotemError';
  /** What went wrong, for a program to branch on: the message's id (`errorOf`), never translated; 'error' else. */
  code = 'error';
  /** The message in the user's language; without it the English `message` is all there is. */
  constructor(
    message: string,
    readonly localized?: (locale: Locale) => string,
  ) {
    super(message);
  }

  text(locale: Locale): string {
    return this.localized ? this.localized(locale) : this.message;
  }
}

export type ErrorKind<E extends TotemError> = new (message: string, localized?: (locale: Locale) => string) => E;

/** An error whose words are a message of `ERROR_MESSAGES` (or of any table, with its scope). */
export function errorOf<E extends TotemError>(
  Kind: ErrorKind<E>,
  id: string,
  data: MessageData = {},
  table: MessageTable = ERROR_MESSAGES,
  scope = 'errors',
): E {
  const render = (locale: Locale): string => renderMessage(table, scope, id, data, locale);
  return Object.assign(new Kind(render(ENGLISH), render), { code: id });
}

/** Bad arguments, unreadable input, a bad config. */
export class UsageError extends TotemError {
  override name = 'UsageError';
}

/** A folder or glob that holds no decklist: exit 2, and still an (empty) report file for `-o`. */
export class NoDecksError extends UsageError {
  override name = 'NoDecksError';
}

/** No source can answer: the message says how to get card data. */
export class NoCardDataError extends TotemError {
  override name = 'NoCardDataError';
}

/** A card dataset folder that is not one, or cannot be read. */
export class DatasetError extends TotemError {
  override name = 'DatasetError';
}

/** A card API that failed after its retries. */
export class ApiError extends TotemError {
  override name = 'ApiError';
}
