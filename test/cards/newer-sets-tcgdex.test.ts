import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totemAsync } from '../helpers/cli.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';
import { refusedUrl, startFakeTcgdex, type FakeTcgdex } from '../helpers/fake-tcgdex.js';
import { CHECKOUT, NEW_LINES, newerDeck } from '../helpers/newer-sets.js';
import { describeWithTcgdex } from '../helpers/tcgdex.js';
import type { Report } from '../../src/model/report.js';

// Issue 40 item 1: sets newer than the card pack (it ends at Pitch Black, 2026-07-17) — 30th Celebration (30C), its
// Classic Collection (30C:CC, old numbers) and Delta Reign (DLR) — against a stand-in TCGdex on 127.0.0.1 that
// answers in TCGdex's REST shape (meta/openapi.yaml): fetched and checked like any card when it answers; unverified
// (exit 2), naming the set and its date from data/announced-sets.json, when it is down or with --offline; an
// unknown-card error when it answers that there is no such card.

/** The Charizard ex example with the three new lines, written to a file. */
const deckWith = (...replaced: [string, string][]): string => {
  const text = newerDeck(...replaced);
  const file = join(mkdtempSync(join(tmpdir(), 'totem-newer-')), 'deck.txt');
  writeFileSync(file, text);
  return file;
};

let api: FakeTcgdex;
let refused: string;

/** `check --format json` on the pack of both datasets, the Pokémon TCG API refusing connections. */
const check = async (file: string, cache: string, tcgdex: string, ...args: string[]) => {
  const run = await totemAsync(['check', file, '--format', 'json', ...args], {
    data: false,
    env: { TOTEM_PACK_DIR: SHARED_PACK, TOTEM_CACHE_DIR: cache, TOTEM_API_URL: refused, TOTEM_TCGDEX_URL: tcgdex },
  });
  return { ...run, deck: (JSON.parse(run.stdout) as Report).decks[0]! };
};
const freshCache = (): string => mkdtempSync(join(tmpdir(), 'totem-newer-cache-'));

describeWithData('sets newer than the card pack, with a stand-in TCGdex', () => {
  describeWithTcgdex('on the pack of both datasets', () => {
    beforeAll(async () => {
      api = await startFakeTcgdex(CHECKOUT, { pocket: false });
      refused = await refusedUrl();
    });
    afterAll(async () => {
      await api?.close();
    });

    it('online: the DLR, 30C and 30C:CC lines are fetched and checked (valid, exit 0), then offline from the cache', async () => {
      const cache = freshCache();
      const online = await check(deckWith(), cache, api.url);
      expect(online.deck.unverified).toEqual([]);
      expect(online.deck.problems).toEqual([]);
      expect(online.deck.totem).toMatchObject({ name: 'Mega Rayquaza ex' });
      expect(online.deck.valid).toBe(true);
      expect(online.status).toBe(0);
      expect(api.requests.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/v2/en/cards/me06-084', '/v2/en/cards/me05.5-066', '/v2/en/cards/me05.5cc-4']),
      );
      const offline = await check(deckWith(), cache, api.url, '--offline');
      expect([offline.status, offline.deck.valid]).toEqual([0, true]);
      // A card of 30C the cache never fetched: the cache holds three cards of the set, no verdict on its numbers.
      const unfetched = await check(deckWith(['1 Snorlax PAF 202', '1 Pikachu 30C 25']), cache, api.url, '--offline');
      expect(unfetched.status).toBe(2);
      expect(unfetched.deck.valid).toBeNull();
      expect(unfetched.deck.problems).toEqual([]);
      expect(unfetched.deck.unverified!.map((u) => u.text)).toEqual(['Pikachu 30C 25']);
      expect(unfetched.deck.unverified![0]!.message).toContain(
        '30th Celebration (30C), released 2026-09-16, is newer than this card data (to Pitch Black, 2026-07-17)',
      );
    }, 120_000);

    const namedSets = [
      'Delta Reign (DLR), released 2026-11-06',
      '30th Celebration Classic Collection (30C:CC), released 2026-09-16',
      '30th Celebration (30C), released 2026-09-16',
    ];

    it('TCGdex down: the three lines are unverified, each naming its set and date (exit 2), no error', async () => {
      const run = await check(deckWith(), freshCache(), await refusedUrl());
      expect(run.status).toBe(2);
      expect(run.deck.valid).toBeNull();
      expect(run.deck.problems.filter((p) => p.rule === 'unknown-card')).toEqual([]);
      expect(run.deck.unverified!.map((u) => u.text)).toEqual(NEW_LINES.map((l) => l.slice(2)));
      run.deck.unverified!.forEach((u, i) => expect(u.message).toContain(namedSets[i]));
    }, 120_000);

    it('--offline: the same, and the stand-in is never asked', async () => {
      const asked = api.requests.length;
      const run = await check(deckWith(), freshCache(), api.url, '--offline');
      expect(run.status).toBe(2);
      expect(run.deck.unverified!.map((u) => u.text)).toEqual(NEW_LINES.map((l) => l.slice(2)));
      run.deck.unverified!.forEach((u, i) => expect(u.message).toContain(namedSets[i]));
      expect(api.requests.length).toBe(asked);
    }, 120_000);

    it('cards status online: one notice names the sets TCGdex lists that the pack lacks and how to get them, in en and es (exit 0); --offline asks nothing and says nothing', async () => {
      const status = (...args: string[]) =>
        totemAsync(['cards', 'status', ...args], {
          data: false,
          env: { TOTEM_PACK_DIR: SHARED_PACK, TOTEM_TCGDEX_URL: api.url, TOTEM_TODAY: '2026-07-20' },
        });
      const sets =
        '30th Celebration (30C, 2026-09-16), 30th Celebration Classic Collection (30C:CC, 2026-09-16) and Delta Reign (DLR, 2026-11-06)';
      const en = await status();
      expect([en.status, en.stderr]).toEqual([
        0,
        `totem: warning: TCGdex lists sets this card data lacks: ${sets}; \`totem cards sync\` brings them, or update totem (\`npm update -g totem-deck\`)\n`,
      ]);
      expect(en.stdout).toMatch(/^card data: Pitch Black \(PBL\), released 2026-07-17\nthe Pokémon TCG API: [^\n]+\n$/);
      const es = await status('--lang', 'es', '--format', 'json');
      expect(es.status).toBe(0);
      expect(JSON.parse(es.stdout)).toMatchObject({
        newerSets: expect.arrayContaining(['Delta Reign (DLR, 2026-11-06)']),
      });
      expect(es.stderr).toMatch(
        /^totem: aviso: TCGdex tiene expansiones que faltan en estos datos de cartas: .*Delta Reign \(DLR, 2026-11-06\); `totem cards sync` las trae, o actualiza totem/,
      );
      const asked = api.requests.length;
      const offline = await status('--offline');
      expect([offline.status, offline.stderr]).toEqual([0, '']);
      // `--version` prints the same date, offline.
      const version = await totemAsync(['--version'], {
        data: false,
        env: { TOTEM_PACK_DIR: SHARED_PACK, TOTEM_TCGDEX_URL: api.url, TOTEM_TODAY: '2026-07-20' },
      });
      expect([version.status, version.stderr]).toEqual([0, '']);
      expect(api.requests.length).toBe(asked);
      // After `cards sync` brought them into the cache, none is named.
      const cache = freshCache();
      const env = { TOTEM_PACK_DIR: SHARED_PACK, TOTEM_TCGDEX_URL: api.url, TOTEM_CACHE_DIR: cache };
      expect((await totemAsync(['cards', 'sync'], { data: false, env })).status).toBe(0);
      const synced = await totemAsync(['cards', 'status'], { data: false, env: { ...env, TOTEM_TODAY: '2026-07-20' } });
      expect([synced.status, synced.stderr]).toEqual([0, '']);
      // TCGdex down: no notice, and the same exit code.
      const down = await totemAsync(['cards', 'status'], {
        data: false,
        env: { TOTEM_PACK_DIR: SHARED_PACK, TOTEM_TCGDEX_URL: await refusedUrl(), TOTEM_TODAY: '2026-07-20' },
      });
      expect([down.status, down.stderr]).toEqual([0, '']);
    }, 120_000);

    it('TCGdex answering that the set has no such card: an unknown-card error (exit 1)', async () => {
      const run = await check(deckWith(['1 Mew ex 30C 66', '1 Mew ex 30C 999']), freshCache(), api.url);
      expect(run.status).toBe(1);
      expect(run.deck.unverified).toEqual([]);
      expect(run.deck.problems.map((p) => [p.rule, p.messageId, p.data.code, p.data.number])).toEqual([
        ['unknown-card', 'no-such-number', '30C', '999'],
      ]);
    }, 120_000);
  });
});
