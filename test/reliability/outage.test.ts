import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { readTcgdexCheckout } from '../../src/build/tcgdex-checkout.js';
import { TcgdexClient } from '../../src/cards/sources/tcgdex/api.js';
import { startFakeApi, type FakeApi } from '../helpers/fake-api.js';
import { refusedUrl, startFakeTcgdex, type FakeTcgdex } from '../helpers/fake-tcgdex.js';
import { totemAsync, type Run } from '../helpers/cli.js';
import { DATA_DIR, HAS_DATA } from '../helpers/dataset.js';
import { TCGDEX_DIR, describeWithTcgdex } from '../helpers/tcgdex.js';
import type { Report } from '../../src/model/report.js';

/**
 * An outage is never a verdict: when a card API that was asked fails (refuses, times out, answers garbage or an
 * empty answer), the cards it should have answered are "could not verify" (exit 2, the source named), never
 * `unknown-card` with a did-you-mean. Both stand-ins run here; each test gives them a standing fault.
 */
let ptcg: FakeApi;
let tcgdex: FakeTcgdex;

const DECK_2026 = 'examples/2026/mega-greninja-ex.txt';

describeWithTcgdex('outages are not verdicts', () => {
  beforeAll(async () => {
    if (!HAS_DATA) throw new Error(`these tests need the pokemon-tcg-data snapshot at ${DATA_DIR}`);
    [ptcg, tcgdex] = await Promise.all([startFakeApi(DATA_DIR), startFakeTcgdex(readTcgdexCheckout(TCGDEX_DIR))]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([ptcg?.close(), tcgdex?.close()]);
  });
  beforeEach(() => {
    for (const api of [ptcg, tcgdex]) {
      api.faults.length = 0;
      api.mode = null;
      api.requests.length = 0;
    }
  });

  const cold = async (args: string[], env: Record<string, string>): Promise<Run> =>
    totemAsync(args, {
      data: false,
      env: { TOTEM_CACHE_DIR: mkdtempSync(join(tmpdir(), 'totem-outage-')), TOTEM_API_URL: ptcg.url, ...env },
    });

  /** The lines of the deck that came out as unknown-card, and whether any of them offers a did-you-mean. */
  const unknownOf = (run: Run): { count: number; didYouMean: boolean } => {
    const problems = (JSON.parse(run.stdout) as Report).decks[0]!.problems.filter((p) => p.rule === 'unknown-card');
    return { count: problems.length, didYouMean: problems.some((p) => /did you mean/.test(p.message)) };
  };

  it('Pokémon TCG API up, TCGdex refusing: the 2026 deck is "could not verify", exit 2 — not 70 unknown-card', async () => {
    const run = await cold(['check', DECK_2026, '--format', 'json'], { TOTEM_TCGDEX_URL: await refusedUrl() });
    expect(run.status).toBe(2);
    expect(unknownOf(run).didYouMean).toBe(false);
    expect(run.stderr).toMatch(/^totem: could not verify \d+ cards: the TCGdex API failed .*--network-budget/m);
  }, 120_000);

  it('TCGdex answering empty (and the Pokémon TCG API refusing): "could not verify", exit 2', async () => {
    tcgdex.mode = { kind: 'empty' };
    const run = await cold(['check', DECK_2026, '--format', 'json'], {
      TOTEM_API_URL: await refusedUrl(),
      TOTEM_TCGDEX_URL: tcgdex.url,
    });
    expect(run.status).toBe(2);
    // No card here at all: "no card data", each API's failure, what to do.
    expect(run.stderr).toMatch(
      /^totem: no card data: .* and the TCGdex API and the Pokémon TCG API failed — http:\/\/127\.0\.0\.1:\d+\/v2: the set list is empty or incomplete .*; http:\/\/127\.0\.0\.1:\d+\/v2: connection refused \(ECONNREFUSED\)\. Run again later/m,
    );
    expect(run.stdout).not.toMatch(/did you mean/);
  }, 120_000);

  it('a Pokémon TCG API answering {"data": []} as text/html: a failure of the API, never 74 unknown-card', async () => {
    ptcg.mode = { kind: 'empty' };
    const run = await cold(['check', 'examples/decks/charizard-ex.txt', '--format', 'json'], {
      TOTEM_TCGDEX_URL: 'off',
      TOTEM_NETWORK_BUDGET: '5',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/the Pokémon TCG API failed — http:\S+: .*(content type text\/html|malformed)/);
    expect(run.stdout).not.toMatch(/unknown-card/);
  }, 120_000);

  it('{"data": []} with a JSON content type but no totals is no answer either; with cards in the store, exit 2', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'totem-outage-'));
    const env = { TOTEM_CACHE_DIR: cache, TOTEM_API_URL: ptcg.url, TOTEM_TCGDEX_URL: 'off', TOTEM_NETWORK_BUDGET: '5' };
    const first = await totemAsync(['check', 'examples/decks/charizard-ex.txt'], { data: false, env });
    expect(first.status).toBe(0);
    ptcg.mode = { kind: 'empty', contentType: 'application/json' };
    const run = await totemAsync(['check', 'examples/decks/pikachu-v-union.txt', '--format', 'json'], {
      data: false,
      env,
    });
    expect(run.status).toBe(2);
    expect(unknownOf(run)).toMatchObject({ didYouMean: false });
    expect(run.stderr).toMatch(/could not verify \d+ cards: the Pokémon TCG API failed/);
  }, 120_000);

  it('a typo while both APIs answer stays unknown-card with a did-you-mean (exit 1)', async () => {
    const input = 'Totem: 1\n1 Charizard ex OBF 125\nPokémon:\n1 Charmandr MEW 4\n1 Lapras OBF 999\n';
    const run = await totemAsync(['check', '-', '--format', 'json'], {
      input,
      data: false,
      env: {
        TOTEM_CACHE_DIR: mkdtempSync(join(tmpdir(), 'totem-outage-')),
        TOTEM_API_URL: ptcg.url,
        TOTEM_TCGDEX_URL: tcgdex.url,
      },
    });
    expect(run.status).toBe(1);
    expect(unknownOf(run)).toEqual({ count: 2, didYouMean: true });
  }, 120_000);

  it('both APIs trickling: the run answers within its network budget and says what it could not verify', async () => {
    ptcg.mode = { kind: 'trickle', intervalMs: 200, maxMs: 300_000 };
    tcgdex.mode = { kind: 'trickle', intervalMs: 200, maxMs: 300_000 };
    const started = Date.now();
    const run = await cold(['check', 'examples/decks/charizard-ex.txt'], {
      TOTEM_TCGDEX_URL: tcgdex.url,
      TOTEM_NETWORK_BUDGET: '2',
    });
    const seconds = (Date.now() - started) / 1000;
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/network budget of this run \(2 s\) is spent/);
    // The budget bounds the wait (204 s before it); start-up and the stand-ins' last bytes are the rest.
    expect(seconds).toBeLessThan(30);
  }, 120_000);

  it('the TCGdex client never follows a redirect, to another host or its own', async () => {
    let elsewhere = 0;
    const other = createServer((_req, res) => {
      elsewhere++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[]');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    try {
      for (let i = 0; i < 20; i++)
        tcgdex.faults.push({ kind: 'redirect', location: `http://localhost:${port}/v2/en/sets` });
      const client = new TcgdexClient({ baseUrl: tcgdex.url, retries: 4, baseDelayMs: 1 });
      const error = await client.sets().catch((e: Error) => e);
      expect(String(error)).toMatch(/HTTP 302, a redirect to http:\/\/localhost:\d+ that totem does not follow/);
      expect(elsewhere).toBe(0);
      expect(tcgdex.requests).toHaveLength(1);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('a bad --network-budget is a usage error (exit 2)', async () => {
    const run = await cold(['check', 'examples/decks/charizard-ex.txt', '--network-budget', 'soon'], {
      TOTEM_TCGDEX_URL: 'off',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/network budget must be a number of seconds/);
  }, 60_000);
});
