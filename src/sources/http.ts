import { ApiError } from '../model/errors.js';
import { nested, type MessageValue } from '../model/message.js';
import type { Locale } from '../model/render-message.js';

/**
 * What the two HTTP clients (the Pokémon TCG API through pokemontcgsdk/axios, TCGdex through plain fetch)
 * share: how a URL is shown, how long to wait before a retry, which answers are JSON, and the one network budget
 * of a run. Each client keeps only what its SDK needs (how a request is made and an error read).
 */

/** A URL fit for a message: user and password as `***@`, query values as `***`; not a URL → `(not a URL)`. */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '(not a URL)';
  }
  if (url.username || url.password) {
    url.username = '***';
    url.password = '';
  }
  for (const key of new Set(url.searchParams.keys())) url.searchParams.set(key, '***');
  const shown = url.toString();
  // `new URL` adds a slash to a bare origin; keep the address as the user wrote it.
  return value.endsWith('/') || url.pathname !== '/' || url.search || url.hash ? shown : shown.replace(/\/$/, '');
}

/** Retry-After as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  if (String(value).trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(String(value));
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

/** The wait before retry `attempt` (0-based): Retry-After when the server gave one, else exponential; capped. */
export function backoffMs(attempt: number, o: { baseDelayMs: number; maxWaitMs: number }, told: number | null): number {
  return Math.min(o.maxWaitMs, told ?? o.baseDelayMs * 2 ** attempt);
}

/** Values in groups whose text, joined with `separator`, stays within `maxChars` (a URL well under common limits). */
export function chunks(values: readonly string[], maxChars: number, separator = '|'): string[][] {
  const out: string[][] = [];
  let length = 0;
  for (const value of values) {
    const last = out.at(-1);
    if (last && length + separator.length + value.length <= maxChars) {
      last.push(value);
      length += separator.length + value.length;
    } else {
      out.push([value]);
      length = value.length;
    }
  }
  return out;
}

/**
 * " to <origin>" for a redirect's Location (never its path or query, which may hold tokens), read against `base`;
 * nothing when there is none, and `unreadable` as the origin (nothing without it) when it is no URL.
 */
export function redirectTo(location: unknown, base?: string, unreadable?: string): MessageValue {
  if (typeof location !== 'string' || !location) return '';
  try {
    return nested('api-redirect-to', { origin: new URL(location, base).origin });
  } catch {
    return unreadable === undefined ? '' : nested('api-redirect-to', { origin: unreadable });
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Is this content type JSON (`application/json`, `application/problem+json`, with or without parameters)? */
export function isJsonType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * What one card API's failure was, kept beside its words so that a message about several failures (no card data
 * at all: every API failed) can name each API, its address and why, in the reader's language.
 */
export interface ApiFailure {
  /** The API's name, a message of the card table: `api-tcgdex`, `api-pokemontcg`. */
  api: 'api-tcgdex' | 'api-pokemontcg';
  /** Its address as messages show it (credentials hidden). */
  url: string;
  detail: MessageValue;
  /** No answer came at all (no such host, a refused or cut connection): the network, not the API, failed. */
  unreachable: boolean;
}

/** A card API that failed after its retries, with what failed (see ApiFailure). */
export class CardApiError extends ApiError {
  override name = 'CardApiError';
  constructor(
    message: string,
    localized: ((locale: Locale) => string) | undefined,
    readonly failure: ApiFailure | null,
  ) {
    super(message, localized);
  }
}

/** Why one attempt failed: whether another may answer, and how long the server asked to wait. */
export interface Failure {
  ok: false;
  message: MessageValue;
  retry: boolean;
  waitMs: number | null;
  /** No answer came at all (no such host, a refused connection). */
  unreachable?: boolean;
}
export const failed = (message: MessageValue, retry: boolean, more: Partial<Failure> = {}): Failure => ({
  ok: false,
  message,
  retry,
  waitMs: null,
  ...more,
});

/** Network errors that leave no doubt the API was not reached (a cut connection or a timeout might be the API). */
const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * A connection that failed before any answer, in words: no such host, refused, or another network error. Nothing
 * listening, or no such host: waiting will not change that, so it is not retried.
 */
export function networkFailure(code: string): Failure {
  const unreachable = UNREACHABLE_CODES.has(code);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return failed(nested('api-no-host', { code }), false, { unreachable });
  if (code === 'ECONNREFUSED') return failed(nested('api-refused', { code }), false, { unreachable });
  return failed(nested('api-network-error', { code }), true, { unreachable });
}
