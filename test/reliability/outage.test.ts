import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readTcgdexCheckout } from '../../src/packer/tcgdex-checkout.js';
import { TcgdexClient } from '../../src/sources/tcgdex/api.js';
import { startFakeApi, type FakeApi } from '../helpers/fake-api.js';
import { refusedUrl, startFakeTcgdex, type FakeTcgdex } from '../helpers/fake-tcgdex.js';
import { totemAsync, type Run } from '../helpers/cli.js';
import { DATA_DIR, HAS_DATA, SHARED_PACK } from '../helpers/dataset.js';
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

  it('the 2026 deck with TCGdex refusing: not judged in JSON (valid null), its lines unverified, not unknown-card errors', async () => {
    const run = await cold(['check', DECK_2026, '--format', 'json'], { TOTEM_TCGDEX_URL: await refusedUrl() });
    expect(run.status).toBe(2);
    const report = JSON.parse(run.stdout) as Report;
    const deck = report.decks[0]!;
    expect(deck.valid).toBeNull();
    expect(deck.problems.filter((p) => p.rule === 'unknown-card')).toEqual([]);
    expect(deck.unverified!.length).toBeGreaterThan(10);
    expect(deck.unverified![0]!.message).toMatch(/could not be verified/);
    expect(report.summary).toMatchObject({ decks: 1, valid: 0, invalid: 0, unverified: 1 });
    expect(report.summary.unverifiedLines).toBe(deck.unverified!.length);
  }, 120_000);

  describe('a typo is not an outage (issue 31 item 6): the pack judges what it can while both APIs are down', () => {
    const DECK = 'Totem: 1\n1 Charizard ex OBF 125\nPokémon:\n1 Charmander MEW 4\nTrainer:\n';
    const down = async (lines: string, args: string[] = []): Promise<Run> =>
      totemAsync(['check', '-', ...args], {
        input: `${DECK}${lines}`,
        data: false,
        env: {
          TOTEM_CACHE_DIR: mkdtempSync(join(tmpdir(), 'totem-outage-')),
          TOTEM_PACK_DIR: SHARED_PACK,
          TOTEM_API_URL: await refusedUrl(),
          TOTEM_TCGDEX_URL: await refusedUrl(),
        },
      });
    const json = (run: Run): Report => JSON.parse(run.stdout) as Report;

    it('a name-only typo with a near match in the pack: did you mean, exit 1, one short note', async () => {
      for (const args of [[], ['--offline']]) {
        const run = await down("1 Profesor's Research\n", ['--format', 'json', ...args]);
        expect(run.status).toBe(1);
        const deck = json(run).decks[0]!;
        expect(deck.valid).toBe(false);
        expect(deck.problems.find((p) => p.rule === 'unknown-card')?.message).toMatch(
          /did you mean "Professor's Research"/,
        );
        expect(deck.unverified).toEqual([]);
        expect(deck.notes.filter((n) => n.id === 'apis-not-asked')).toHaveLength(args.length ? 0 : 1);
        // the long pack-age hint is for lines only newer card data could answer
        expect(run.stderr).not.toMatch(/npm update -g totem-deck/);
      }
    }, 120_000);

    it("a wrong number in a set the pack holds is the list's error, whatever the APIs", async () => {
      const run = await down('1 Arven SVI 999\n', ['--format', 'json']);
      expect(run.status).toBe(1);
      expect(json(run).decks[0]!.problems.find((p) => p.rule === 'unknown-card')?.message).toMatch(/Arven SVI 166/);
    }, 120_000);

    it('a name with nothing near it, or an unknown set code, waits for the network: not judged, exit 2', async () => {
      const run = await down('1 Zzyzzqxw Qwrtp\n1 Iono 30C 185\n', ['--format', 'json']);
      expect(run.status).toBe(2);
      const report = json(run);
      const deck = report.decks[0]!;
      expect(deck.valid).toBeNull();
      expect(deck.problems.filter((p) => p.rule === 'unknown-card')).toEqual([]);
      expect(deck.unverified!.map((u) => u.line)).toEqual([6, 7]);
      expect(deck.unverified![1]!.message).toMatch(/"30C" is not a set code the card data knows/);
      expect(report.summary).toMatchObject({ valid: 0, invalid: 0, unverified: 1, unverifiedLines: 2 });
      expect(run.stderr).toMatch(/could not verify 2 cards: .*listed as unverified above/);
      expect(run.stderr).toMatch(/npm update -g totem-deck/);
    }, 120_000);

    it('offline, an unknown set code is said as one, not read into the name: unverified, the set named (#40)', async () => {
      const run = await down('1 Iono 30C 185\n', ['--offline', '--format', 'json']);
      expect(run.status).toBe(2);
      expect(json(run).decks[0]!.unverified![0]!.message).toMatch(
        /^Iono 30C 185: "30C" is not a set code the card data knows; 30th Celebration \(30C\), released 2026-09-16, is newer/,
      );
    }, 120_000);

    it('every format: unverified lines are no errors, the summary counts them apart', async () => {
      const lines = '1 Zzyzzqxw Qwrtp\n';
      const text = await down(lines);
      expect(text.stdout).toMatch(/\? not judged \(1 error, 1 line unverified\)/);
      expect(text.stdout).toMatch(/^\s+6 {2}unverified {2}Zzyzzqxw Qwrtp: /m);
      expect(text.stdout).toMatch(/\? 1 of 1 deck not judged \(1 line unverified\) \(1 error, 0 warnings\)/);
      const github = await down(lines, ['--format', 'github']);
      expect(github.stdout).toMatch(/^::notice file=stdin,line=6,title=totem unverified::Zzyzzqxw Qwrtp/m);
      expect(github.stdout).not.toMatch(/^::error .*line=6/m);
      expect(github.stdout).toMatch(/^NOT JUDGED stdin/m);
      expect(github.stdout).toMatch(/1 not judged, 1 error, 0 warnings; 1 line unverified/);
      const junit = await down(lines, ['--format', 'junit']);
      expect(junit.stdout).toMatch(/<skipped message="1 line could not be verified: not judged">/);
      expect(junit.stdout).not.toMatch(/<failure/);
      expect(junit.stdout).toMatch(/failures="0" skipped="1"/);
      const sarif = JSON.parse((await down(lines, ['--format', 'sarif'])).stdout) as {
        runs: { results: { ruleId: string; kind?: string; level: string; locations: unknown[] }[] }[];
      };
      const open = sarif.runs[0]!.results.filter((r) => r.kind === 'open');
      expect(open).toHaveLength(1);
      expect(open[0]).toMatchObject({ ruleId: 'unknown-card', level: 'none' });
      expect(sarif.runs[0]!.results.filter((r) => r.ruleId === 'unknown-card' && r.level === 'error')).toEqual([]);
    }, 120_000);
  });

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
    const input =
      'Totem: 1\n1 Charizard ex OBF 125\nPokémon:\n1 Charmandr MEW 4\n1 Lapras OBF 999\n1 Charizard ex OBF 999\n';
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
    // "Charmandr MEW 4": a slip in the name of a certain printing is read as it, with a note (issue 31 item 7)
    expect(unknownOf(run)).toEqual({ count: 2, didYouMean: true });
    expect((JSON.parse(run.stdout) as Report).decks[0]!.notes.map((n) => n.id)).toContain('name-slip');
  }, 120_000);

  it('both APIs trickling: the run answers within its network budget and says what it could not verify', async () => {
    ptcg.mode = { kind: 'trickle', intervalMs: 200, maxMs: 300_000 };
    tcgdex.mode = { kind: 'trickle', intervalMs: 200, maxMs: 300_000 };
    // The budget bounds the wait: without it the stand-ins would hold the run for 204 s, past this test's deadline.
    const run = await cold(['check', 'examples/decks/charizard-ex.txt'], {
      TOTEM_TCGDEX_URL: tcgdex.url,
      TOTEM_NETWORK_BUDGET: '2',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/network budget of this run \(2 s\) is spent/);
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
