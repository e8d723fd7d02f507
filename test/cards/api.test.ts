import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ApiClient, ApiRemote } from '../../src/cards/api.js';
import { CardLookup } from '../../src/cards/lookup.js';
import { CardStore } from '../../src/cards/store.js';
import { checkParsedDeck } from '../../src/check/run.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { startFakeApi, type FakeApi } from '../helpers/fake-api.js';
import { ROOT } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';

let api: FakeApi;

function fresh(options: { apiKey?: string; timeoutMs?: number; retries?: number } = {}) {
  const store = new CardStore(join(mkdtempSync(join(tmpdir(), 'totem-api-')), 'cards.sqlite'));
  const client = new ApiClient({ baseUrl: api.url, apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 2000, retries: options.retries ?? 3, baseDelayMs: 20, maxWaitMs: 3000 });
  const warnings: string[] = [];
  const remote = new ApiRemote(client, store, (m) => warnings.push(m));
  return { store, client, remote, lookup: new CardLookup(store, remote), warnings };
}

const deckFile = (name: string) => parseTextDeck(readFileSync(join(ROOT, 'examples/decks', name), 'utf8'), name);

describeWithData('API client against a local API', () => {
  beforeAll(async () => { api = await startFakeApi(DATA_DIR); });
  afterAll(async () => { await api.close(); });
  beforeEach(() => { api.requests.length = 0; api.faults.length = 0; api.latencyMs = 0; });

  it('resolves a 100-card deck from an empty store in at most 3 requests', async () => {
    const { lookup, store } = fresh();
    const { report } = await checkParsedDeck(deckFile('charizard-ex.txt'), lookup, { context: { bans: [] } });
    expect(report.problems).toEqual([]);
    expect(report.valid).toBe(true);
    expect(api.requests.length).toBeLessThanOrEqual(3);
    expect(store.count()).toBeGreaterThanOrEqual(70);
    // A second check needs no request at all: everything is in the store.
    const before = api.requests.length;
    await checkParsedDeck(deckFile('charizard-ex.txt'), lookup, { context: { bans: [] } });
    expect(api.requests.length).toBe(before);
  });

  it('sends the API key as X-Api-Key', async () => {
    const { lookup } = fresh({ apiKey: 'secret-key-123' });
    await lookup.prefetch([{ id: 'sv3-125' }]);
    expect(api.requests.every((r) => r.apiKey === 'secret-key-123')).toBe(true);
  });

  it('waits out a 429 as Retry-After says, then succeeds', async () => {
    const { lookup } = fresh();
    api.faults.push({ kind: 'status', status: 429, retryAfter: '1' });
    const started = Date.now();
    await lookup.prefetch([{ id: 'sv3-125' }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(lookup.resolve({ id: 'sv3-125' }).status).toBe('found');
  });

  it.each([
    ['500', { kind: 'status', status: 500 } as const],
    ['503', { kind: 'status', status: 503 } as const],
    ['a hung response', { kind: 'hang' } as const],
    ['a non-JSON body', { kind: 'garbage' } as const],
    ['a truncated body', { kind: 'truncated' } as const],
  ])('retries after %s', async (_name, fault) => {
    const { lookup } = fresh({ timeoutMs: 300 });
    await lookup.prefetch([{ id: 'sv3-125' }]); // sets are fetched first; fault the card query
    api.faults.push(fault);
    await lookup.prefetch([{ id: 'sv2-185' }]);
    expect(lookup.resolve({ id: 'sv2-185' }).status).toBe('found');
  });

  it('reports a clear error after the retries, and keeps what it stored', async () => {
    const { lookup, store } = fresh({ retries: 2, apiKey: 'secret-key-123' });
    await lookup.prefetch([{ id: 'sv3-125' }]);
    api.faults.push(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 502 }) as const));
    const error = await lookup.prefetch([{ id: 'sv2-185' }]).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/failed: HTTP 502/);
    expect((error as Error).message).not.toContain('secret-key-123');
    expect(store.byId('sv3-125')?.name).toBe('Charizard ex');
  });

  it('skips records that fail the schema with a warning, never crashing', async () => {
    const { lookup, warnings } = fresh();
    await lookup.prefetch([{ id: 'sv3-125' }]);
    api.faults.push({ kind: 'schema' });
    await lookup.prefetch([{ id: 'sv2-185' }]);
    expect(lookup.resolve({ id: 'sv2-185' }).status).toBe('unknown');
    expect(warnings.join('\n')).toMatch(/skipped a card from the API/);
  });

  it('sync downloads every set and resumes after an interruption without duplicates', async () => {
    const { remote, store } = fresh({ retries: 0 });
    // Let the set list and 5 sets through, then fail.
    let calls = 0;
    const failing = fresh({ retries: 0 });
    const interrupted = failing.remote.sync(() => {
      calls++;
      if (calls === 5) api.faults.push({ kind: 'status', status: 500 });
    }).catch((e: Error) => e);
    expect(await interrupted).toBeInstanceOf(Error);
    const partial = failing.store.count();
    expect(partial).toBeGreaterThan(0);
    const resumed = await failing.remote.sync(() => {});
    expect(resumed.skipped).toBeGreaterThanOrEqual(5);
    expect(failing.store.count()).toBe(19783);
    const full = await remote.sync(() => {});
    expect(full.cards).toBe(19783);
    expect(store.count()).toBe(19783);
  }, 120_000);
});
