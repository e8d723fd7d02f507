import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { readTcgdexCheckout, type TcgdexCheckout } from '../../src/packer/tcgdex-checkout.js';
import { TcgdexClient, TcgdexApiError, type TcgdexApiOptions } from '../../src/sources/tcgdex/api.js';
import { TcgdexRemote, type LocalizedNames, type TcgdexRemoteOptions } from '../../src/sources/tcgdex/remote.js';
import { checkParsedDeck } from '../../src/check/run.js';
import { ApiError } from '../../src/model/errors.js';
import { refOf, type CardRef } from '../../src/model/deck.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { refusedUrl, startFakeTcgdex, type FakeTcgdex, type TcgdexFault } from '../helpers/fake-tcgdex.js';
import { HAS_DATA, SHARED_OVERLAY } from '../helpers/dataset.js';
import { describeWithTcgdex, TCGDEX_DIR } from '../helpers/tcgdex.js';
import { waitsDuring } from '../helpers/waits.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { englishFragments, englishIn } from '../i18n/catalog.js';

let checkout: TcgdexCheckout;
let api: FakeTcgdex;

const DECK = readFileSync('examples/decks/charizard-ex.txt', 'utf8');

function deckRefs(text = DECK): CardRef[] {
  return parseTextDeck(text, 'deck.txt').entries.map((e) => refOf(e));
}

/** A lookup with an empty store of its own (or a copy of `storeFile`), backed by the stand-in; short waits. */
function fresh(options: Partial<TcgdexApiOptions> = {}, remoteOptions: TcgdexRemoteOptions = {}, storeFile?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'totem-tcgdex-api-'));
  if (storeFile) cpSync(storeFile, join(dir, 'overlay'), { recursive: true });
  const store = new CardCache(join(dir, 'overlay'));
  const client = new TcgdexClient({
    baseUrl: api.url,
    timeoutMs: 2000,
    retries: 3,
    baseDelayMs: 20,
    maxWaitMs: 3000,
    ...options,
  });
  const warnings: string[] = [];
  const names = new Map<string, LocalizedNames>();
  const remote = new TcgdexRemote(client, store, (m) => warnings.push(String(m)), {
    onNames: (found) => {
      for (const [id, n] of found) names.set(id, n);
    },
    ...remoteOptions,
  });
  return {
    store,
    client,
    remote,
    warnings,
    names,
    lookup: new CardLookup(store, remote, (m) => warnings.push(String(m))),
  };
}

describeWithTcgdex('TCGdex API: client and remote against a stand-in server', () => {
  beforeAll(async () => {
    checkout = readTcgdexCheckout(TCGDEX_DIR);
    api = await startFakeTcgdex(checkout);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    api.requests.length = 0;
    api.faults.length = 0;
    api.latencyMs = 0;
    api.maxInFlight = 0;
  });

  it('a cold 100-card deck: every line found, one request per card', async () => {
    const refs = deckRefs();
    const { lookup, store, names, warnings } = fresh();
    await lookup.prefetch(refs);
    const unresolved = refs.filter((r) => lookup.resolve(r).status !== 'found');
    console.log(`[tcgdex api] cold 100-card deck: ${api.requests.length} requests, ${store.count()} cards stored`);
    expect(unresolved).toEqual([]);
    // One request per card, per set and per code asked, and one card list per other language for the names.
    const cardRequests = api.requests.filter((r) => /^\/v2\/en\/cards\/[^/]+$/.test(r.path)).length;
    expect(cardRequests).toBe(store.count());
    expect(api.requests.filter((r) => /^\/v2\/[a-z-]+\/cards$/.test(r.path)).length).toBe(6);
    expect(store.byId('sv3-125')?.name).toBe('Charizard ex');
    expect(names.get('sv3-125')).toMatchObject({ fr: 'Dracaufeu-ex', de: 'Glurak-ex', en: 'Charizard ex' });
    expect(warnings).toEqual([]);
    // The deck checks out from TCGdex cards alone.
    const { report } = await checkParsedDeck(parseTextDeck(DECK, 'deck.txt'), lookup, { context: { bans: [] } });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('2026 sets (POR, ASC) resolve by their code, from an empty store and beside pokemon-tcg-data', async () => {
    const refs: CardRef[] = [
      { name: 'Spinarak', set: 'POR', number: '1', text: 'Spinarak POR 1' },
      { name: "Erika's Oddish", set: 'ASC', number: '001', text: "Erika's Oddish ASC 001" },
    ];
    const empty = fresh();
    await empty.lookup.prefetch(refs);
    for (const ref of refs) expect(empty.lookup.resolve(ref).status).toBe('found');
    expect(empty.store.byId('me03-001')).toMatchObject({ name: 'Spinarak', setCode: 'POR', setName: 'Perfect Order' });
    expect(empty.store.sets().map((s) => [s.id, s.code])).toEqual(
      expect.arrayContaining([
        ['me03', 'POR'],
        ['me02.5', 'ASC'],
      ]),
    );
    // Known now: the next deck asks nothing.
    api.requests.length = 0;
    await empty.lookup.prefetch([{ name: 'Spinarak', set: 'POR', number: '1' }]);
    expect(api.requests).toEqual([]);
    if (!HAS_DATA) return;
    api.requests.length = 0;
    const beside = fresh({}, {}, SHARED_OVERLAY);
    const before = beside.store.count();
    await beside.lookup.prefetch([...refs, { name: 'Charizard ex', set: 'OBF', number: '125' }]);
    for (const ref of refs) expect(beside.lookup.resolve(ref).status).toBe('found');
    expect(beside.store.count()).toBe(before + 2);
    // The code lookup (2 codes: ⌈log2 3⌉ = 2 requests), the two sets, the two cards, their names in 6 languages.
    expect(api.requests.length).toBe(12);
  });

  it('a code learnt later is written into a stored set record that had none', async () => {
    const { lookup, store } = fresh();
    store.putCards(
      [],
      [
        {
          id: 'sv3',
          name: 'Obsidian Flames',
          series: 'Scarlet & Violet',
          code: null,
          releaseDate: '2023-08-11',
          total: 197,
        },
      ],
      'test',
    );
    store.putCards(
      [],
      [
        {
          id: 'sv2',
          name: 'Paldea Evolved',
          series: 'Scarlet & Violet',
          code: null,
          releaseDate: '2023-06-09',
          total: 193,
        },
      ],
      'test',
    );
    const ref = { name: 'Charizard ex', set: 'OBF', number: '125' };
    await lookup.prefetch([ref]);
    expect(store.sets().find((s) => s.id === 'sv3')?.code).toBe('OBF');
    expect(store.sets().find((s) => s.id === 'sv2')?.code).toBeNull();
    expect(lookup.resolve(ref).status).toBe('found');
  });

  it('refs for sv3-125 and sv03-125 end up as one stored card, sv3-125', async () => {
    const { remote, lookup, store } = fresh();
    await remote.fetchRefs([{ id: 'sv3-125' }, { id: 'sv03-125' }], lookup);
    expect(store.count()).toBe(1);
    expect(store.byId('sv3-125')).toMatchObject({ name: 'Charizard ex', setId: 'sv3', number: '125', setCode: 'OBF' });
    expect(store.byId('sv03-125')).toBeUndefined();
    api.requests.length = 0;
    await remote.fetchRefs([{ id: 'sv03-125' }, { id: 'sv3-125' }], lookup);
    expect(api.requests).toEqual([]);
    expect(store.count()).toBe(1);
  });

  it('name-only lines and species stages', async () => {
    const { lookup, store } = fresh();
    await lookup.prefetch([{ name: 'Charmeleon' }, { name: 'Basic {R} Energy' }]);
    expect(store.byName('charmeleon').length).toBeGreaterThan(5);
    expect(lookup.resolve({ name: 'Basic {R} Energy' }).status).toBe('found');
    await lookup.prefetchSpecies(['Charmander', 'Charmeleon']);
    expect(lookup.normalStage('Charmander')).toBe(0);
    expect(lookup.normalStage('Charmeleon')).toBe(1);
  });

  describe('faults', () => {
    // Without the names in other languages (a card-list request per language), so each fault hits the request
    // the test means.
    const plain = (options: Partial<TcgdexApiOptions> = {}) => fresh(options, { languages: [] });

    it('a storm of 429s with Retry-After is waited out', async () => {
      const { lookup } = plain({ retries: 4 });
      await lookup.prefetch([{ id: 'sv3-125' }]);
      api.faults.push(
        ...Array.from({ length: 3 }, () => ({ kind: 'status', status: 429, retryAfter: '0.2' }) as const),
      );
      const { waits } = await waitsDuring(() => lookup.prefetch([{ id: 'sv2-185' }]));
      expect(waits.filter((ms) => ms === 200)).toHaveLength(3);
      expect(lookup.resolve({ id: 'sv2-185' }).status).toBe('found');
    });

    it('waits out a 429 as Retry-After says (an HTTP date too), then succeeds', async () => {
      const { lookup } = plain();
      api.faults.push({ kind: 'status', status: 429, retryAfter: '1' });
      expect((await waitsDuring(() => lookup.prefetch([{ id: 'sv3-125' }]))).waits).toContain(1000);
      expect(lookup.resolve({ id: 'sv3-125' }).status).toBe('found');
      // A date a minute away: the wait is the 3 s cap (maxWaitMs), not the 20 ms of a backoff that ignored it.
      api.faults.push({ kind: 'status', status: 503, retryAfter: new Date(Date.now() + 60_000).toUTCString() });
      expect((await waitsDuring(() => lookup.prefetch([{ id: 'sv2-185' }]))).waits).toContain(3000);
      expect(lookup.resolve({ id: 'sv2-185' }).status).toBe('found');
    });

    const transient: [string, TcgdexFault][] = [
      ['500', { kind: 'status', status: 500 } as const],
      ['502', { kind: 'status', status: 502 } as const],
      ['503', { kind: 'status', status: 503 } as const],
      ['504', { kind: 'status', status: 504 } as const],
      ['a hung response', { kind: 'hang' } as const],
      ['a reset connection', { kind: 'reset' } as const],
      ['a non-JSON body', { kind: 'garbage' } as const],
      ['a truncated body', { kind: 'truncated' } as const],
    ];

    it.each(transient)('retries a card request after %s', async (_name, fault) => {
      const { lookup, client } = plain({ timeoutMs: 300 });
      await lookup.prefetch([{ id: 'sv3-125' }]);
      const before = client.requests;
      api.faults.push(fault);
      const ref = { name: 'Charmander', set: 'OBF', number: '26' };
      await lookup.prefetch([ref]);
      expect(lookup.resolve(ref).status).toBe('found');
      expect(client.requests - before).toBe(2); // the set and its card list are known: the card, twice
    });

    it.each([...transient, ['an answer that fails the schema', { kind: 'schema' }] as [string, TcgdexFault]])(
      'retries a set request after %s',
      async (_name, fault) => {
        const { lookup, client } = plain({ timeoutMs: 300 });
        // The code lookup is two requests (OBF and the SVI canary that tells an empty answer from "no such
        // code"); the fault then hits the set's card list.
        api.faults.push({ kind: 'pass' }, { kind: 'pass' }, fault);
        const ref = { name: 'Charizard ex', set: 'OBF', number: '125' };
        await lookup.prefetch([ref]);
        expect(lookup.resolve(ref).status).toBe('found');
        expect(client.requests).toBe(5); // the code and the canary, the set's card list twice, the card
        expect(api.requests[2]!.path).toBe('/v2/en/sets/sv03');
      },
    );

    it('skips a card that fails the schema, with a warning, never crashing', async () => {
      const { lookup, warnings, client } = plain();
      await lookup.prefetch([{ id: 'sv3-125' }]);
      const before = client.requests;
      api.faults.push({ kind: 'schema' });
      const ref = { name: 'Charmander', set: 'OBF', number: '26' };
      await lookup.prefetch([ref]);
      expect(lookup.resolve(ref).status).toBe('unknown');
      expect(client.requests - before).toBe(1);
      expect(warnings.join('\n')).toMatch(/skipped a card from TCGdex \(sv03-026\): category/);
    });

    it('reports a clear error after the retries, keeps what it stored, and hides credentials', async () => {
      const url = api.url.replace('http://', 'http://totem:secret-pw@');
      const { lookup, remote, store, warnings } = plain({ retries: 2, baseUrl: url });
      await lookup.prefetch([{ id: 'sv3-125' }]);
      api.faults.push(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 502 }) as const));
      const ref = { name: 'Charmander', set: 'OBF', number: '26' };
      const error = await remote.fetchRefs([ref], lookup).catch((e: Error) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as Error).message).toMatch(
        /^the TCGdex API at http:\/\/\*\*\*@127\.0\.0\.1:\d+\/v2 failed on \/en\/cards\/sv03-026: HTTP 502$/,
      );
      expect((error as Error).message).not.toContain('secret-pw');
      expect(store.byId('sv3-125')?.name).toBe('Charizard ex');
      // Through the lookup, the same failure is one warning and the stored cards keep answering.
      api.faults.push(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 502 }) as const));
      await lookup.prefetch([ref]);
      expect(warnings).toEqual([expect.stringMatching(/HTTP 502; checking with the 1 card of the local card packs/)]);
      expect(lookup.resolve({ id: 'sv3-125' }).status).toBe('found');
    });

    it('a refused connection fails at once, without retrying', async () => {
      const { lookup, client } = plain({ baseUrl: await refusedUrl(), retries: 4, baseDelayMs: 1000 });
      const error = await lookup.prefetch([{ id: 'sv3-125' }]).catch((e: Error) => e);
      expect(error).toBeInstanceOf(TcgdexApiError);
      expect((error as Error).message).toMatch(
        /^the TCGdex API at http:\/\/127\.0\.0\.1:\d+\/v2 could not be reached: connection refused \(ECONNREFUSED\)$/,
      );
      expect(client.requests).toBe(1);
    });

    it('a Retry-After past the deadline ends the request at once', async () => {
      const { lookup, client } = plain({ deadlineMs: 1500, maxWaitMs: 60_000 });
      api.faults.push({ kind: 'status', status: 429, retryAfter: '120' });
      const { result: error, waits } = await waitsDuring(() =>
        lookup.prefetch([{ id: 'sv3-125' }]).catch((e: Error) => e),
      );
      expect((error as Error).message).toMatch(/HTTP 429; no time left to retry within 1500 ms$/);
      expect(client.requests).toBe(1);
      expect(waits.filter((ms) => ms >= 3000)).toEqual([]);
    });

    it('an answer over the size limit is cut off, not retried', async () => {
      const { lookup, client } = plain({ maxBytes: 1 << 20 });
      api.faults.push({ kind: 'huge', bytes: 64 << 20 });
      const error = await lookup.prefetch([{ id: 'sv3-125' }]).catch((e: Error) => e);
      expect((error as Error).message).toMatch(/passed the 1048576-byte limit$/);
      expect(client.requests).toBe(1);
    });
  });

  // Issue 24, item 13: a Spanish error line had an English cause ("…ha fallado en …: network error …").
  it.each([
    ['a truncated body', { kind: 'truncated' }, /: la respuesta no es JSON \(basura o cortada\)$/],
    ['a wrong content type', { kind: 'empty', contentType: 'text/html' }, /: la respuesta es text\/html, no JSON$/],
    [
      'too large',
      { kind: 'huge', bytes: 4 << 20 },
      /: la respuesta (ha superado el límite|ocupa \d+ bytes, más del límite) de 1048576 bytes$/,
    ],
    [
      'a redirect',
      { kind: 'redirect', location: 'http://localhost:1/v2/en/sets' },
      /: HTTP 302, una redirección a http:\/\/localhost:1 que totem no sigue/,
    ],
    ['a hang', { kind: 'hang' }, /: sin respuesta en 300 ms$/],
    [
      'a 429 past the deadline',
      { kind: 'status', status: 429, retryAfter: '120' },
      /: HTTP 429; no queda tiempo para reintentar en 1500 ms$/,
    ],
  ] as [string, TcgdexFault, RegExp][])(
    '%s: the whole error line is Spanish under --lang es',
    async (_name, fault, detail) => {
      // The first answer and its one retry.
      api.faults.push(fault, fault);
      const client = new TcgdexClient({
        baseUrl: api.url,
        timeoutMs: 300,
        retries: 1,
        deadlineMs: 1500,
        maxBytes: 1 << 20,
        maxWaitMs: 60_000,
      });
      const error = (await client.sets().catch((e: unknown) => e)) as TcgdexApiError;
      expect(error).toBeInstanceOf(TcgdexApiError);
      const text = error.text(SPANISH);
      expect(text).toMatch(/^la API de TCGdex en http:\/\/127\.0\.0\.1:\d+\/v2 ha fallado en \/en\/sets/);
      expect(text).toMatch(detail);
      expect(englishIn(text, englishFragments()), text).toEqual([]);
    },
  );

  it('a refused connection under --lang es: "no se ha podido conectar …: conexión rechazada (ECONNREFUSED)"', async () => {
    const client = new TcgdexClient({ baseUrl: await refusedUrl(), retries: 0 });
    const error = (await client.sets().catch((e: unknown) => e)) as TcgdexApiError;
    expect(error.text(SPANISH)).toMatch(
      /^no se ha podido conectar con la API de TCGdex en http:\/\/127\.0\.0\.1:\d+\/v2: conexión rechazada \(ECONNREFUSED\)$/,
    );
    expect(error.failure).toMatchObject({ api: 'api-tcgdex', unreachable: true });
  });

  it('the deadline runs from the first send, not from the queue behind the in-flight cap', async () => {
    // A request an earlier fault test left hanging on the stand-in would count as in flight here.
    await vi.waitFor(() => expect(api.inFlight).toBe(0), { timeout: 30_000 });
    api.maxInFlight = 0;
    // Ten answers held 400 ms each, one at a time: 4 s in the queue, each answer well within its 2 s deadline.
    api.latencyMs = 400;
    const client = new TcgdexClient({ baseUrl: api.url, maxInFlight: 1, deadlineMs: 2000, retries: 0 });
    const ids = Array.from({ length: 10 }, (_, i) => `sv03-${String(i + 1).padStart(3, '0')}`);
    const cards = await Promise.all(ids.map((id) => client.card(id)));
    expect(cards.map((c) => (c && 'id' in c ? c.id : c))).toEqual(ids);
    expect(api.maxInFlight).toBe(1);
  });

  it('sync: every set but Pocket, interrupted and resumed without duplicates', async () => {
    const plain = new TcgdexClient({ baseUrl: api.url });
    expect((await plain.sets()).some((s) => s.id === 'A1')).toBe(true);
    const expected = new Set<string>();
    const probe = fresh();
    const englishSets = new Set(checkout.sets.filter((s) => s.data.name.en).map((s) => s.id));
    for (const c of checkout.cards)
      if (c.data.name.en && englishSets.has(c.setId)) expected.add(probe.remote.storedIdentity(c.setId, c.localId).id);

    const { remote, store, warnings } = fresh({ retries: 0 });
    let calls = 0;
    const interrupted = await remote
      .sync(() => {
        calls++;
        if (calls === 5) api.faults.push({ kind: 'status', status: 500 });
      })
      .catch((e: Error) => e);
    expect(interrupted).toBeInstanceOf(ApiError);
    expect((interrupted as Error).message).toMatch(/failed on \/.+: HTTP 500$/);
    const partial = store.count();
    expect(partial).toBeGreaterThan(0);
    api.requests.length = 0;
    const resumed = await remote.sync(() => {});
    expect(resumed.skipped).toBeGreaterThanOrEqual(5);
    expect(resumed.sets).toBe(englishSets.size);
    expect(partial + resumed.cards).toBe(expected.size);
    expect(store.count()).toBe(expected.size);
    expect(store.byId('A1-001')).toBeUndefined();
    expect(store.sets().some((s) => s.id === 'A1')).toBe(false);
    console.log(
      `[tcgdex api] sync resumed after ${resumed.skipped} sets: ${api.requests.length} requests, ${resumed.cards} cards; store ${store.count()} cards; ${warnings.length} warnings`,
    );
    // Nothing left: every set is skipped, nothing is asked for but the set list.
    api.requests.length = 0;
    const again = await remote.sync(() => {});
    expect(again).toEqual({ cards: 0, sets: englishSets.size, skipped: englishSets.size });
    expect(api.requests.length).toBe(1);
    expect(store.count()).toBe(expected.size);
  }, 300_000);
});
