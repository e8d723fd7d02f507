import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { computeSpeciesStages } from '../../model/species.js';
import type { CardLookup, RemoteCards } from '../../cards/lookup/lookup.js';
import type { CardRef } from '../../model/deck.js';
import type { Card, CardSet } from '../../model/card.js';
import { numberKey } from '../../model/names.js';
import { normalizeCard, normalizeSet } from '../normalize.js';
import type { z } from 'zod';
import { apiPageSchema } from './schema.js';
import type { CardCache } from '../../cards/cache/overlay.js';
import { byText } from '../../model/compare.js';
import type { Notice } from '../../model/notice.js';
import { nested, type MessageValue } from '../../model/message.js';
import { cardError, cardNotice } from '../../model/card-messages.js';
import { ApiError } from '../../model/errors.js';
import {
  backoffMs,
  chunks,
  CardApiError,
  failed,
  type Failure,
  isJsonType,
  networkFailure,
  redactUrl,
  redirectTo,
  retryAfterMs,
  sleep,
} from '../http.js';
import type { NetworkBudget } from '../settings.js';
import { syncSets, type SyncProgress } from '../sync-sets.js';

export const DEFAULT_API_URL = 'https://api.pokemontcg.io/v2';

type SdkQuery = { where(args: Record<string, unknown>): Promise<unknown> };
type Sdk = Record<'card' | 'set', SdkQuery> & { configure(options: { apiKey?: string }): void };
/** What the interceptors read and set of an axios request and response. */
interface AxiosRequest {
  url?: string;
  timeout?: number;
  signal?: AbortSignal;
  maxRedirects?: number;
  maxContentLength?: number;
  maxBodyLength?: number;
}
type Interceptors<T> = { use(fn: (value: T) => T): number };
interface AxiosLike {
  interceptors: { request: Interceptors<AxiosRequest>; response: Interceptors<{ headers?: Record<string, unknown> }> };
}

/** An answer that is not JSON (an HTML error page, `text/plain` …): garbage, whatever its body parses to. */
class WrongContentType extends Error {
  readonly code = 'ERR_TOTEM_CONTENT_TYPE';
  constructor(readonly contentType: string) {
    super(`content type ${contentType}`);
  }
}

const require = createRequire(import.meta.url);

/** What one request of one client may do: where it goes, how long it may take, how much it may read. */
interface RequestLimits {
  target: string;
  idleMs: number;
  signal: AbortSignal;
  maxBytes: number;
}

/** The limits of the request being made, carried through the SDK's promise chain to the interceptor. */
const requestScope = new AsyncLocalStorage<RequestLimits>();
let interceptorInstalled = false;

/**
 * The SDK sends every request through the axios instance it depends on, with its host fixed. Through axios's
 * public interceptor API (never the SDK's private files) each request made by an ApiClient gets that client's
 * base URL, idle timeout, deadline (an abort signal) and size cap — and follows no redirect, so the API key
 * (`X-Api-Key`, which redirect followers keep) is never sent anywhere but the base URL.
 */
function loadSdk(apiKey: string | undefined): Sdk {
  const sdkPath = require.resolve('pokemontcgsdk');
  const sdk = require('pokemontcgsdk') as Sdk;
  if (!interceptorInstalled) {
    const axios = createRequire(sdkPath)('axios') as AxiosLike & { default?: AxiosLike };
    const instance = axios.default ?? axios;
    instance.interceptors.request.use((config) => {
      const limits = requestScope.getStore();
      if (!limits) return config;
      // The SDK's fixed host is re-pointed at the configured base URL.
      if (config.url?.startsWith(DEFAULT_API_URL))
        config.url = limits.target + config.url.slice(DEFAULT_API_URL.length);
      config.timeout = limits.idleMs;
      config.signal = limits.signal;
      config.maxRedirects = 0;
      config.maxContentLength = limits.maxBytes;
      config.maxBodyLength = limits.maxBytes;
      return config;
    });
    // `{"data": []}` sent as text/html is a proxy's or a broken server's page, not an answer saying "no cards".
    instance.interceptors.response.use((response) => {
      const type = response.headers?.['content-type'];
      if (requestScope.getStore() && !isJsonType(type)) throw new WrongContentType(String(type ?? 'none'));
      return response;
    });
    interceptorInstalled = true;
  }
  sdk.configure({ apiKey });
  return sdk;
}

/** What one client may spend, unless its options say otherwise. */
const LIMITS = {
  /** No byte for this long fails a request (axios's timeout, which each byte resets). */
  timeoutMs: 10_000,
  /** A whole request, however it trickles, fails after this long. */
  requestTimeoutMs: 60_000,
  /** One page with all its retries and waits gives up after this long. */
  deadlineMs: 120_000,
  /** A response body larger than this fails (an endless body can't fill the memory). */
  maxResponseBytes: 32 * 1024 * 1024,
  retries: 4,
  /** Upper bound for one wait, so a hostile Retry-After can't park a CI job. */
  maxWaitMs: 30_000,
  baseDelayMs: 500,
};
type Limits = typeof LIMITS;

export interface ApiOptions extends Partial<Limits> {
  baseUrl?: string;
  apiKey?: string;
  /** The run's overall network budget (shared with the other client): no request outlives it. */
  budget?: NetworkBudget;
  onRequest?: () => void;
}

type Page = z.infer<typeof apiPageSchema>;

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;
const megabytes = (bytes: number): string => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** What went wrong, without the request's headers (which hold the API key). */
function describe(error: unknown, limits: { requestTimeoutMs: number; maxResponseBytes: number }): Failure {
  const e = error as {
    response?: { status?: number; headers?: Record<string, unknown> };
    code?: string;
    message?: string;
  };
  if (e.response?.status) {
    const status = e.response.status;
    if (status >= 300 && status < 400)
      return failed(nested('api-redirect', { status, where: redirectTo(e.response.headers?.location) }), false);
    const waitMs = retryAfterMs(e.response.headers?.['retry-after']);
    return failed(`HTTP ${status}`, status === 429 || status >= 500, { waitMs });
  }
  if (error instanceof WrongContentType)
    return failed(nested('api-wrong-type', { type: error.contentType.slice(0, 60) }), true);
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') return failed(nested('api-timed-out'), true);
  if (e.code === 'ERR_CANCELED')
    return failed(nested('api-too-slow', { seconds: seconds(limits.requestTimeoutMs) }), true);
  if (/maxContentLength/.test(e.message ?? ''))
    return failed(nested('api-too-large', { megabytes: megabytes(limits.maxResponseBytes) }), false);
  if (e.code) return networkFailure(e.code);
  return failed(e.message ?? nested('api-unknown-error'), true);
}

/**
 * The Pokémon TCG API through pokemontcgsdk (`where` only: `all()` swallows errors), with an idle timeout, a
 * deadline per request and per page (retries included), a cap on the response size, retries with backoff that
 * honour Retry-After, and every page schema-validated before anything is stored.
 */
export class ApiClient {
  private readonly sdk: Sdk;
  private readonly o: Limits;
  private readonly target: string;
  readonly baseUrl: string;
  requests = 0;

  constructor(private readonly options: ApiOptions = {}) {
    this.baseUrl = options.baseUrl ?? DEFAULT_API_URL;
    this.target = this.baseUrl.replace(/(?<!\/)\/+$/, '');
    this.sdk = loadSdk(options.apiKey);
    this.o = Object.fromEntries(
      Object.entries(LIMITS).map(([key, value]) => [key, options[key as keyof Limits] ?? value]),
    ) as Limits;
  }

  private async page(kind: 'card' | 'set', args: Record<string, unknown>): Promise<Page> {
    const budget = this.options.budget;
    const deadline = Math.min(Date.now() + this.o.deadlineMs, budget?.deadline ?? Infinity);
    let last: MessageValue = '';
    // The last failure got no answer at all (no such host, refused): the API was not reached.
    let unreachable = false;
    let wait = 0;
    for (let attempt = 0; attempt <= this.o.retries; attempt++) {
      if (budget?.spent()) {
        last = budget.spentDetail(last);
        break;
      }
      if (attempt > 0) {
        if (Date.now() + wait >= deadline) {
          last =
            budget && budget.deadline <= Date.now() + wait
              ? budget.spentDetail(last)
              : nested('api-gave-up', { detail: last, seconds: seconds(this.o.deadlineMs) });
          break;
        }
        await sleep(wait);
      }
      const left = deadline - Date.now();
      const limits: RequestLimits = {
        target: this.target,
        idleMs: Math.max(1, Math.min(this.o.timeoutMs, left)),
        signal: AbortSignal.timeout(Math.max(1, Math.min(this.o.requestTimeoutMs, left))),
        maxBytes: this.o.maxResponseBytes,
      };
      try {
        this.requests++;
        this.options.onRequest?.();
        const body = await requestScope.run(limits, () => this.sdk[kind].where(args));
        const parsed = apiPageSchema.safeParse(body);
        if (parsed.success) return parsed.data;
        last = nested('api-malformed');
        wait = backoffMs(attempt, this.o, null);
      } catch (error) {
        const failure = describe(error, this.o);
        const { message, retry, waitMs } = failure;
        last = budget?.spent() ? budget.spentDetail() : message;
        unreachable = !budget?.spent() && (failure.unreachable ?? false);
        if (!retry || budget?.spent()) break;
        wait = backoffMs(attempt, this.o, waitMs);
      }
    }
    throw this.failure(last, unreachable);
  }

  /** The API failed after its retries (`unreachable`: no answer came at all), or answered nothing usable. */
  failure(detail: MessageValue, unreachable = false): Error {
    const url = redactUrl(this.baseUrl);
    const id = unreachable ? 'pokemontcg-unreachable' : 'pokemontcg-failed';
    const words = cardError(ApiError, id, { url, detail });
    return new CardApiError(words.message, words.localized, { api: 'api-pokemontcg', url, detail, unreachable });
  }

  /** Every page of a query. */
  async all(kind: 'card' | 'set', q: string | undefined, pageSize = 250): Promise<unknown[]> {
    const out: unknown[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.page(kind, { ...(q ? { q } : {}), page, pageSize });
      out.push(...answer.data);
      const total = answer.totalCount ?? out.length;
      if (answer.data.length === 0 || out.length >= total) return out;
    }
  }
}

/**
 * A value as a Lucene phrase: quotes and backslashes escaped, and the wildcards `*` and `?` too, which the API
 * expands even inside quotes (`name:"*"` is every card).
 */
const quoted = (value: string): string => `"${value.replace(/["\\*?]/g, (c) => `\\${c}`)}"`;

/** Store meta key: the API's set ids, as its set list gave them. */
const API_SETS_KEY = 'pokemontcg.sets';

const PROMO_PREFIX: Record<string, string> = { swshp: 'SWSH', smp: 'SM', xyp: 'XY', bwp: 'BW', dpp: 'DP', hsp: 'HGSS' };

/** Fills the store from the API: the RemoteCards half of the lookup. */
export class ApiRemote implements RemoteCards {
  constructor(
    private readonly client: ApiClient,
    private readonly store: CardCache,
    private readonly warn: (notice: Notice) => void,
    /** Sets `sync` downloads at once. */
    private readonly concurrency = 4,
  ) {}

  /** The set ids of the API's set list (kept in the store): the sets whose cards this API can vouch for. */
  private apiSets: Set<string> | null = null;

  /** The API's set list (records that fail the schema left out). */
  private async allSets(): Promise<CardSet[]> {
    return (await this.client.all('set', undefined)).flatMap((raw) => normalizeSet(raw).set ?? []);
  }

  async ensureSets(): Promise<void> {
    if (this.apiSets) return;
    const kept = this.store.getMeta(API_SETS_KEY);
    if (kept) {
      this.apiSets = new Set(kept.split(','));
      return;
    }
    const sets = await this.allSets();
    // The API has 170 sets: an empty list is an empty or broken answer, never "no set exists".
    if (sets.length === 0) throw this.client.failure(nested('pokemontcg-no-sets'));
    const known = new Set(this.store.sets().map((s) => s.id));
    this.store.putCards(
      [],
      sets.filter((s) => !known.has(s.id)),
      'api',
    );
    this.apiSets = new Set(sets.map((s) => s.id));
    if (!this.store.readonly) this.store.setMeta(API_SETS_KEY, [...this.apiSets].join(','));
  }

  /** This API's "no such card" is a verdict only for a set of its set list (it lacks the newest sets). */
  covers(ref: CardRef, lookup: CardLookup): boolean {
    const sets = this.apiSets;
    if (!sets) return false;
    if (ref.id) return sets.has(ref.id.slice(0, Math.max(0, ref.id.lastIndexOf('-'))));
    if (ref.set && ref.number) {
      if (ref.set.toUpperCase() === 'ENERGY') return true;
      return lookup.setIdsFor(ref.set).some((id) => sets.has(id));
    }
    return false;
  }

  private store_(raws: unknown[]): Card[] {
    const sets = new Map(this.store.sets().map((s) => [s.id, s]));
    const cards: Card[] = [];
    const newSets: CardSet[] = [];
    for (const raw of raws) {
      const embedded = (raw as { set?: unknown })?.set;
      if (embedded) {
        const { set } = normalizeSet(embedded);
        if (set && !sets.has(set.id)) {
          sets.set(set.id, set);
          newSets.push(set);
        }
      }
      const { card, issues } = normalizeCard(raw, (id) => sets.get(id));
      if (!card) {
        this.warn(cardNotice('skipped-api-card', { issues: issues.join('; ') }));
        continue;
      }
      if (issues.length) this.warn(cardNotice('api-card-issues', { id: card.id, issues: issues.join('; ') }));
      cards.push(card);
    }
    this.store.putCards(cards, newSets, 'api');
    return cards;
  }

  private async query(clauses: string[]): Promise<Card[]> {
    const cards: Card[] = [];
    // OR clauses in queries that keep URLs well under common limits.
    for (const q of chunks([...new Set(clauses)], 6000, ' OR '))
      cards.push(...this.store_(await this.client.all('card', q.join(' OR '))));
    return cards;
  }

  async fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<void> {
    await this.ensureSets();
    const clauses: string[] = [];
    for (const ref of refs) {
      if (ref.id) clauses.push(`id:${quoted(ref.id)}`);
      else if (ref.set && ref.number) {
        const ids = lookup.setIdsFor(ref.set);
        if (ids.length === 0 && ref.text) clauses.push(`name:${quoted(ref.text)}`);
        for (const id of ids) {
          const variants = new Set([ref.number, numberKey(ref.number)]);
          if (PROMO_PREFIX[id] && /^\d+$/.test(ref.number)) variants.add(`${PROMO_PREFIX[id]}${numberKey(ref.number)}`);
          if (id.endsWith('tg') && /^\d+$/.test(ref.number)) variants.add(`TG${ref.number.padStart(2, '0')}`);
          for (const n of variants) clauses.push(`(set.id:${quoted(id)} number:${quoted(n)})`);
        }
      } else if (ref.name) clauses.push(`name:${quoted(ref.name)}`);
    }
    if (clauses.length) await this.query(clauses);
  }

  async fetchNames(names: string[]): Promise<void> {
    const cards = await this.query(names.map((n) => `name:${quoted(n)}`));
    this.store.putSpecies(computeSpeciesStages(cards));
  }

  /** Download every set and card (`totem cards sync`): see syncSets. */
  async sync(
    progress: SyncProgress,
    /** Sets not to download (the ones the card pack holds whole). */
    skip: (setId: string) => boolean = () => false,
  ) {
    const sets = (await this.allSets()).filter((set) => !skip(set.id));
    this.store.putCards([], sets, 'api');
    sets.sort((a, b) => byText(a.releaseDate, b.releaseDate) || byText(a.id, b.id));
    return syncSets(this.store, {
      prefix: 'sync.',
      ids: sets.map((s) => s.id),
      concurrency: this.concurrency,
      progress,
      syncSet: async (id) => this.store_(await this.client.all('card', `set.id:${quoted(id)}`)).length,
    });
  }
}
