import type { z } from 'zod';
import { ApiError, UsageError } from '../../model/errors.js';
import { describeZodError } from '../../model/zod-error.js';
import { nested, type MessageValue } from '../../model/message.js';
import { cardError } from '../../model/card-messages.js';
import { apiCardResumeSchema, apiCardSchema, apiSetResumeSchema, apiSetSchema, type ApiCard } from './api-schema.js';
import {
  CardApiError,
  failed,
  type Failure,
  backoffMs,
  isJsonType,
  networkFailure,
  redactUrl,
  redirectTo,
  retryAfterMs,
  sleep,
  type ApiFailure,
} from '../http.js';
import { DEFAULT_TCGDEX_URL, type NetworkBudget } from '../settings.js';
import { readCapped } from '../../cards/pack/reader.js';

/**
 * The TCGdex API (https://api.tcgdex.net/v2, or TOTEM_TCGDEX_URL) over plain `fetch` (Node's own).
 *
 * TCGdex's REST API is four URLs here (`/{lang}/sets`, `/{lang}/sets/{id}`, `/{lang}/cards`, `/{lang}/cards/{id}`,
 * filters as `key=eq:value`), and its SDK has no public way to give a timeout, a retry policy, a size cap or a
 * redirect rule, so the client builds those URLs itself and sends every request through one transport. That
 * transport gives every request a timeout, every run of retries a deadline, retries 429 / 408 / 5xx / network
 * failures / unreadable bodies with exponential backoff that honours Retry-After (each wait capped), never retries
 * a refused connection or an unknown host, follows no redirect, caps the answer's size and the requests in flight,
 * and checks every answer's shape (zod) before anyone reads it. Everything but a 200 with a checked body or a 404
 * is an `ApiError` naming the endpoint. Nothing is cached between calls.
 */

/** The transport's limits by default. */
const LIMITS = {
  /** One request, from sending to the last byte of the answer. */
  timeoutMs: 15_000,
  /** One request with all its retries and waits. */
  deadlineMs: 90_000,
  retries: 4,
  baseDelayMs: 500,
  /** Upper bound for one wait, so a hostile Retry-After can't park a CI job. */
  maxWaitMs: 30_000,
  /** Largest answer read, in bytes. */
  maxBytes: 32 * 1024 * 1024,
  /** Requests in flight at once. */
  maxInFlight: 4,
};

export type TcgdexApiOptions = Partial<typeof LIMITS> & {
  /** Default: TOTEM_TCGDEX_URL, else https://api.tcgdex.net/v2. User and password in it are sent as Basic auth. */
  baseUrl?: string;
  /** The run's overall network budget (shared with the other client): no request outlives it. */
  budget?: NetworkBudget;
  onRequest?: (endpoint: string) => void;
};

/** An `ApiError` from the TCGdex client. */
export class TcgdexApiError extends CardApiError {
  override name = 'TcgdexApiError';
}

/**
 * A TcgdexApiError in words of the card messages (`tcgdex-failed` …), shown in the user's language, with what
 * failed for a message that puts several failures together.
 */
export function tcgdexError(
  id: string,
  data: { url: string; endpoint?: string; detail: MessageValue },
  unreachable = false,
): TcgdexApiError {
  const words = cardError(ApiError, id, data);
  const failure: ApiFailure = { api: 'api-tcgdex', url: data.url, detail: data.detail, unreachable };
  return new TcgdexApiError(words.message, words.localized, failure);
}

class TooLarge extends Error {
  constructor(readonly detail: MessageValue) {
    super('too large');
  }
}

/** The first `code` on an error, its cause or an AggregateError's members (undici nests them). */
function errorCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') return e.code;
  if (Array.isArray(e.errors))
    for (const inner of e.errors) {
      const code = errorCode(inner, depth + 1);
      if (code) return code;
    }
  return errorCode(e.cause, depth + 1);
}

/** What fetch says went wrong: its cause's words ("bad port"), else its own ("fetch failed"). */
function causeOf(error: unknown): string {
  const e = error as { message?: unknown; cause?: { message?: unknown } };
  const words = typeof e?.cause?.message === 'string' && e.cause.message ? e.cause.message : e?.message;
  return typeof words === 'string' && words ? words.slice(0, 80) : String(error).slice(0, 80);
}

async function readBody(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new TooLarge(nested('tcgdex-too-large-declared', { bytes: declared, max: maxBytes }));
  }
  if (!response.body) return '';
  const tooLarge = (): TooLarge => new TooLarge(nested('tcgdex-too-large', { max: maxBytes }));
  return new TextDecoder().decode(await readCapped(response.body, maxBytes, tooLarge));
}

/** An attempt's answer (null for a 404), or why it failed. */
type Outcome = { ok: true; json: unknown } | Failure;

/** A gate for at most `free` sends at once; the others wait in order. */
function slots(free: number) {
  const queue: (() => void)[] = [];
  return async <R>(send: () => Promise<R>): Promise<R> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await send();
    } finally {
      const next = queue.shift();
      if (next) next();
      else free++;
    }
  };
}

/** One list filter: `key=eq:a|b` (strict), `neq:` or `like:` (contains, any case). */
export interface TcgdexFilter {
  key: string;
  op: 'eq' | 'neq' | 'like';
  values: string[];
}

/** The TCGdex REST API, every request through one guarded transport (`request`). */
export class TcgdexClient {
  /** Requests sent so far (each retry counts). */
  requests = 0;
  /** The endpoint as messages show it (credentials hidden). */
  readonly baseUrl: string;
  /** The endpoint without credentials (what fetch gets). */
  private readonly endpoint: string;
  private readonly headers: Record<string, string> = {};
  private readonly gate: ReturnType<typeof slots>;
  private readonly o: typeof LIMITS & Pick<TcgdexApiOptions, 'onRequest' | 'budget'>;

  constructor({ baseUrl = DEFAULT_TCGDEX_URL, onRequest, budget, ...limits }: TcgdexApiOptions = {}) {
    const set = Object.entries(limits).filter(([, value]) => value !== undefined);
    this.o = { ...LIMITS, ...Object.fromEntries(set), onRequest, budget };
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      throw cardError(UsageError, 'tcgdex-address-not-url', { url: redactUrl(baseUrl) });
    }
    this.baseUrl = redactUrl(baseUrl).replace(/(?<!\/)\/+$/, '');
    if (url.username || url.password) {
      const user = decodeURIComponent(url.username);
      const password = decodeURIComponent(url.password);
      this.headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
      url.username = '';
      url.password = '';
    }
    this.endpoint = url.toString().replace(/(?<!\/)\/+$/, '');
    this.gate = slots(Math.max(1, this.o.maxInFlight));
  }

  /** "/en/cards/sv03-125" for messages (query values shortened). */
  private endpointOf(url: string): string {
    const path = url.startsWith(this.endpoint) ? url.slice(this.endpoint.length) : redactUrl(url);
    return path.length > 120 ? `${path.slice(0, 117)}…` : path || '/';
  }

  /** GET a URL: the body as the schema reads it (unchecked without one), or null for a 404. */
  private async request(url: string, schema: z.ZodType | null): Promise<unknown> {
    const endpoint = this.endpointOf(url);
    // The deadline runs from the first send: time spent queued behind the in-flight cap does not count.
    let deadline = Infinity;
    let last: Failure | null = null;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.gate(async () => {
        if (attempt === 0) deadline = Math.min(Date.now() + this.o.deadlineMs, this.o.budget?.deadline ?? Infinity);
        const remaining = deadline - Date.now();
        return remaining > 0 ? this.once(url, endpoint, Math.min(this.o.timeoutMs, remaining), schema) : null;
      });
      if (!outcome) break;
      if (outcome.ok) return outcome.json;
      last = outcome;
      if (!outcome.retry || attempt >= this.o.retries) break;
      const wait = backoffMs(attempt, this.o, outcome.waitMs);
      if (Date.now() + wait >= deadline) {
        last = { ...outcome, message: nested('tcgdex-no-time', { detail: outcome.message, ms: this.o.deadlineMs }) };
        break;
      }
      await sleep(wait);
    }
    const budget = this.o.budget;
    if (budget && budget.deadline <= deadline && deadline - Date.now() <= 0) {
      const detail = budget.spentDetail(last?.message);
      throw tcgdexError('tcgdex-failed', { url: this.baseUrl, endpoint, detail });
    }
    const message = last?.message ?? nested('tcgdex-no-answer', { ms: this.o.deadlineMs });
    // A host that was never reached: which request it was says nothing the reader needs.
    if (last?.unreachable) throw tcgdexError('tcgdex-unreachable', { url: this.baseUrl, detail: message }, true);
    throw tcgdexError('tcgdex-failed', { url: this.baseUrl, endpoint, detail: message });
  }

  private async once(url: string, endpoint: string, timeoutMs: number, schema: z.ZodType | null): Promise<Outcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    this.requests++;
    this.o.onRequest?.(endpoint);
    try {
      const headers = { ...this.headers, accept: 'application/json' };
      // Never follow a redirect (as the Pokémon TCG API client): a 3xx is a failure naming where it pointed.
      const response = await fetch(url, { headers, signal: controller.signal, redirect: 'manual' });
      const status = response.status;
      if (status === 200 && isJsonType(response.headers.get('content-type'))) {
        const text = await readBody(response, this.o.maxBytes);
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return failed(nested('tcgdex-not-json'), true);
        }
        const parsed = schema?.safeParse(json) ?? { success: true, data: json };
        if (parsed.success) return { ok: true, json: parsed.data };
        return failed(nested('tcgdex-wrong-shape', { problem: describeZodError(parsed.error) }), true);
      }
      await response.body?.cancel().catch(() => {});
      if (status >= 300 && status < 400) {
        const where = redirectTo(response.headers.get('location'), url, '(not a URL)');
        return failed(nested('tcgdex-redirect', { status, where }), false);
      }
      if (status === 200) {
        const type = (response.headers.get('content-type') ?? 'none').slice(0, 60);
        return failed(nested('tcgdex-wrong-type', { type }), true);
      }
      if (status === 404) return { ok: true, json: null };
      const waitMs = retryAfterMs(response.headers.get('retry-after'));
      return failed(`HTTP ${status}`, status === 429 || status === 408 || status >= 500, { waitMs });
    } catch (error) {
      if (error instanceof TooLarge) return failed(error.detail, false);
      if (controller.signal.aborted) return failed(nested('tcgdex-no-answer', { ms: timeoutMs }), true);
      const code = errorCode(error);
      return code ? networkFailure(code) : failed(nested('api-network-failed', { message: causeOf(error) }), true);
    } finally {
      clearTimeout(timer);
    }
  }

  /** `GET <endpoint>/<lang>/<path…>?<filters>` (each path segment and filter value encoded as a URL needs). */
  private async get<S extends z.ZodType>(
    schema: S | null,
    lang: string,
    path: string[],
    filters: readonly TcgdexFilter[] = [],
  ): Promise<z.infer<S> | null> {
    const url = new URL(`${this.endpoint}/${lang}`);
    url.pathname = `${url.pathname}/${path.join('/')}`;
    for (const f of filters) url.searchParams.append(f.key, `${f.op}:${f.values.join('|')}`);
    return (await this.request(url.toString(), schema)) as z.infer<S> | null;
  }

  /** `GET /v2/en/sets` with filters (set summaries). */
  async sets(filters: readonly TcgdexFilter[] = []) {
    return (await this.get(apiSetResumeSchema.array(), 'en', ['sets'], filters)) ?? [];
  }

  /** `GET /v2/en/sets/{id}`: the set with its PTCGL code and card list, or null when there is none. */
  async set(id: string) {
    return this.get(apiSetSchema, 'en', ['sets', id]);
  }

  /** `GET /v2/{lang}/cards` with filters (card summaries). */
  async cards(filters: readonly TcgdexFilter[], lang = 'en') {
    return (await this.get(apiCardResumeSchema.array(), lang, ['cards'], filters)) ?? [];
  }

  /**
   * `GET /v2/{lang}/cards/{id}`: the card, `{ invalid }` when the answer is a card that fails the schema (the
   * caller skips it with a warning), or null when there is no such card.
   */
  async card(id: string, lang = 'en'): Promise<ApiCard | { invalid: string } | null> {
    const card = await this.get(null, lang, ['cards', id]);
    if (!card) return null;
    const parsed = apiCardSchema.safeParse(card);
    return parsed.success ? parsed.data : { invalid: describeZodError(parsed.error) };
  }
}
