/**
 * Every failure a user can cause or meet (bad arguments, unreadable input, a bad config, no card data, an
 * API that won't answer) is a TotemError: the CLI prints its message, with no stack trace, and exits with its
 * code. Anything else is an internal error.
 */
export class TotemError extends Error {
  readonly exitCode: number = 2;
  override name = 'TotemError';
}

/** Bad arguments, unreadable input, a bad config. */
export class UsageError extends TotemError {
  override name = 'UsageError';
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
