import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readTcgdexCheckout } from '../../src/packer/tcgdex-checkout.js';
import { totemAsync } from '../helpers/cli.js';
import { refusedUrl, startFakeTcgdex, type FakeTcgdex } from '../helpers/fake-tcgdex.js';
import { startFakeApi, type FakeApi } from '../helpers/fake-api.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { TCGDEX_DIR, describeWithTcgdex } from '../helpers/tcgdex.js';
import type { Report } from '../../src/model/report.js';

let api: FakeTcgdex;

describeWithTcgdex('the two card APIs: when one is down, the other answers', () => {
  beforeAll(async () => {
    api = await startFakeTcgdex(readTcgdexCheckout(TCGDEX_DIR));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  /** A cold cache, the Pokémon TCG API refusing connections, the TCGdex stand-in answering. */
  const coldWithTcgdexOnly = async (args: string[]) =>
    totemAsync(args, {
      data: false,
      env: {
        TOTEM_CACHE_DIR: mkdtempSync(join(tmpdir(), 'totem-fallback-')),
        TOTEM_API_URL: await refusedUrl(),
        TOTEM_TCGDEX_URL: api.url,
      },
    });

  it('TCGdex is asked first: with the Pokémon TCG API refusing connections, a cold check succeeds, no warning', async () => {
    const run = await coldWithTcgdexOnly(['check', 'examples/decks/charizard-ex.txt', '--format', 'json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.decks[0]).toMatchObject({ valid: true, totem: { name: 'Charizard ex', invocationCost: 4 } });
    // TCGdex answered every card: the Pokémon TCG API was never needed, so its outage says nothing.
    expect(run.stderr.split('\n').filter((l) => l.startsWith('totem: warning'))).toEqual([]);
    // One request per card (74 here), per set and per code asked, and one card list per other language (6).
    expect(api.requests.length).toBeLessThan(120);
  }, 120_000);

  it('a 2026 card the Pokémon TCG API does not have is asked of TCGdex', async () => {
    const run = await coldWithTcgdexOnly(['cards', 'info', 'Mega Greninja ex CRI 22', '--format', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'Mega Greninja ex', invocationCost: 3 });
  }, 120_000);
});

describeWithData('TCGdex down, the Pokémon TCG API answering', () => {
  let ptcg: FakeApi;
  beforeAll(async () => {
    ptcg = await startFakeApi(DATA_DIR);
  });
  afterAll(async () => {
    await ptcg?.close();
  });

  /** A check with an empty cache: the Pokémon TCG API stand-in answers, TCGdex refuses every connection. */
  const coldCheck = async (args: string[]) =>
    totemAsync(['check', 'examples/decks/charizard-ex.txt', ...args], {
      data: false,
      env: {
        TOTEM_CACHE_DIR: mkdtempSync(join(tmpdir(), 'totem-fallback-')),
        TOTEM_API_URL: ptcg.url,
        TOTEM_TCGDEX_URL: await refusedUrl(),
      },
    });

  it('a cold check succeeds from the Pokémon TCG API with one warning naming the TCGdex outage', async () => {
    const run = await coldCheck(['--format', 'json']);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as Report).decks[0]).toMatchObject({ valid: true });
    const warnings = run.stderr.split('\n').filter((l) => l.startsWith('totem: warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TCGdex API.*asking the Pokémon TCG API instead/);
  }, 120_000);

  // Issue 24, item 13: one language per error line (was: "…ha fallado en /en/sets?…: network error ECONNREFUSED").
  it('the same in Spanish: the whole warning line is Spanish', async () => {
    const run = await coldCheck(['--lang', 'es']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /^totem: aviso: no se ha podido conectar con la API de TCGdex en http:\/\/127\.0\.0\.1:\d+\/v2: conexión rechazada \(ECONNREFUSED\); se pregunta a la API de Pokémon TCG en su lugar\n$/,
    );
  }, 120_000);
});
