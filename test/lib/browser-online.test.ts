import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserInputs, inPage } from '../helpers/browser-bundle.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { refusedUrl, startFakeTcgdex, type FakeTcgdex } from '../helpers/fake-tcgdex.js';
import { CHECKOUT, NEW_LINES, newerDeck } from '../helpers/newer-sets.js';
import { fingerprintOf } from '../../src/sources/fingerprint.js';
import type { Card } from '../../src/model/card.js';
import type { FetchedCards } from '../../src/lib/browser-online.js';

// Issue 40 on the page: a line of a set newer than the served pack is fetched through the library's own TCGdex
// client (src/lib/browser-online.ts), checked like any card, and kept for offline; run here as a page runs it: bundled
// for a browser, in a context without Node (no process, require or fs), WebCrypto's SHA-1 for the fingerprints.

it('the online entry bundles with esbuild --platform=browser and reaches no Node built-in, fs, overlay or Pokémon TCG API client', async () => {
  const { inputs, external } = await browserInputs('src/lib/browser-online.ts');
  expect(
    inputs.filter((i) => /src\/(files|packer)\/|cards\/(cache|open)|tcgdex\/(layout|literal)|pokemontcg\/api/.test(i)),
  ).toEqual([]);
  expect(external).toEqual([]);
});

type Page = typeof import('../../src/lib/browser.js') & typeof import('../../src/lib/browser-online.js');

/** The core and the online entry in one bundle, as a page's bundler makes them, run with a page's globals. */
const pageLibrary = () =>
  inPage<Page>(['src/lib/browser.ts', 'src/lib/browser-online.ts'], {
    ...{ URLSearchParams, fetch, AbortController, Response, Headers, setTimeout, clearTimeout },
    ...{ crypto, performance, DecompressionStream },
  });

/** The pack shipped beside the page (it ends at Pitch Black), read as the page's loader hands it over. */
const load = (path: string): Promise<Uint8Array> =>
  Promise.resolve(new Uint8Array(readFileSync(join(ROOT, 'pack', path))));

describe('the browser library over a stand-in TCGdex', () => {
  let api: FakeTcgdex;
  let page: Page;
  beforeAll(async () => {
    api = await startFakeTcgdex(CHECKOUT, { pocket: false });
    page = await pageLibrary();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('online: the DLR, 30C and 30C:CC lines are fetched and the deck is valid; the kept cards check offline', async () => {
    const pack = await page.openCardPack(load);
    const kept: FetchedCards = { cards: [], sets: [] };
    const keep = (fetched: FetchedCards) => {
      kept.cards.push(...fetched.cards);
      kept.sets.push(...fetched.sets);
    };
    const online = await page.checkDeck(newerDeck(), {
      cards: page.onlineCards(pack, { cards: [], sets: [] }, keep, api.url),
    });
    expect(online.unverified).toEqual([]);
    expect(online.problems).toEqual([]);
    expect(online.totem).toMatchObject({ name: 'Mega Rayquaza ex' });
    expect(online.valid).toBe(true);
    expect(api.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v2/en/cards/me06-084', '/v2/en/cards/me05.5-066', '/v2/en/cards/me05.5cc-4']),
    );

    // Kept with the fingerprint Node computes (WebCrypto's SHA-1 of the same text), never the unhashed text.
    const mega = kept.cards.find((card) => card.name === 'Mega Rayquaza ex')!;
    const { fingerprint, ...rest } = JSON.parse(JSON.stringify(mega)) as Card;
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint).toBe(fingerprintOf(rest));

    // The next visit, offline: the kept cards answer, nothing is asked.
    const asked = api.requests.length;
    const again = await page.openCardPack(load);
    const offline = await page.checkDeck(newerDeck(), { cards: page.onlineCards(again, kept, () => {}, null) });
    expect([offline.valid, offline.unverified]).toEqual([true, []]);
    expect(api.requests.length).toBe(asked);
  }, 120_000);

  it('TCGdex down, or offline with nothing kept: the three lines are not judged, each naming its set, never an error', async () => {
    for (const url of [await refusedUrl(), null]) {
      const pack = await page.openCardPack(load);
      const report = await page.checkDeck(newerDeck(), {
        cards: page.onlineCards(pack, { cards: [], sets: [] }, () => {}, url),
      });
      expect(report.valid).toBeNull();
      expect(report.problems.filter((p) => p.rule === 'unknown-card')).toEqual([]);
      expect(report.unverified!.map((u) => u.text)).toEqual(NEW_LINES.map((line) => line.slice(2)));
      expect(report.unverified![0]!.message).toContain('Delta Reign (DLR), released 2026-11-06');
    }
  }, 120_000);

  it('TCGdex answering that the set has no such card: an unknown-card error', async () => {
    const pack = await page.openCardPack(load);
    const report = await page.checkDeck(newerDeck(['1 Mew ex 30C 66', '1 Mew ex 30C 999']), {
      cards: page.onlineCards(pack, { cards: [], sets: [] }, () => {}, api.url),
    });
    expect(report.valid).toBe(false);
    expect(report.problems.map((p) => [p.rule, p.messageId, p.data.code])).toEqual([
      ['unknown-card', 'no-such-number', '30C'],
    ]);
  }, 120_000);

  it('the sets TCGdex lists that the pack lacks and the table of TCGdex sets does not know: named with their codes and dates', async () => {
    const pack = await page.openCardPack(load);
    expect(await page.newerTcgdexSets(pack, api.url)).toEqual([
      '30th Celebration (30C, 2026-09-16)',
      '30th Celebration Classic Collection (30C:CC, 2026-09-16)',
      'Delta Reign (DLR, 2026-11-06)',
    ]);
    expect(api.requests.at(-1)).toMatchObject({ path: '/v2/en/sets', search: '?serie.id=neq%3Atcgp' });
  }, 120_000);

  it("a name alone, or a number missing from a set the pack holds, is the pack's to judge: TCGdex is not asked", async () => {
    const pack = await page.openCardPack(load);
    const asked = api.requests.length;
    const report = await page.checkDeck(
      newerDeck(['1 Mew ex 30C 66', '1 Zzyzx Qwerty'], ['1 Torkoal TWM 30', '1 Torkoal TWM 999']),
      {
        cards: page.onlineCards(pack, { cards: [], sets: [] }, () => {}, api.url),
      },
    );
    expect(report.problems.filter((p) => p.rule === 'unknown-card').map((p) => p.line)).toHaveLength(2);
    // The DLR and 30C:CC lines are asked; nothing by name, nothing of TWM (TCGdex's sv06).
    const paths = api.requests.slice(asked).map((r) => `${r.path}${r.search}`);
    expect(paths.filter((p) => /zzyzx|torkoal|sv06|twm|name/i.test(p))).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  }, 120_000);

  it('offline (no TCGdex): a name-only line resolves once its set is loaded, as main did; nothing is kept from before the sets arrived', async () => {
    // The page's lazy pack with no remote: the resolutions of a pass made before the deck's sets were loaded must not
    // be reused by the next pass (a kept "no card is named …" for a basic Trainer, or a printing picked from too
    // few sets, which then counts as a second copy instead of an ambiguous line).
    const check = async (list: string) =>
      (
        await page.checkDeck(list, {
          cards: page.onlineCards(await page.openCardPack(load), { cards: [], sets: [] }, () => {}, null),
        })
      ).problems.map((p) => p.rule);
    expect(await check("4 Professor's Research\n4 Ultra Ball\n4 Nest Ball\n")).not.toContain('unknown-card');
    const named = await check('1 Pikachu ex SSP 57\n3 Pikachu ex\n1 Nest Ball SVI 181\n3 Nest Ball\n');
    expect(named).toContain('ambiguous-card');
  }, 120_000);
});
