import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { PACK_DIR, describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 42, item 4: "keep all card data" downloads only what the device cannot make from what it keeps. The names
// table (which sets hold a name) and the search index (what "cards that fit" and the Totem chooser read) are made
// from the kept sets with the pack builder's own functions, byte for byte the files the index describes, so offline
// the panels list what they list online, in the same order, by the same printings (a search through the kept sets
// instead once listed Quick Ball DP 86 46th for "Ball", not 9th).
const deck = (file: string): string => readFileSync(join(ROOT, 'examples/decks', file), 'utf8');
const SEARCHES: [deck: string, query: string][] = [
  ['charizard-ex.txt', 'Ball'],
  ['charizard-ex.txt', 'Boss'],
  ['kyogre-groudon-legend.txt', 'Ball'],
  ['pikachu-v-union.txt', 'Energy'],
];
const TOTEMS = ['Charizard', 'Mew', 'Pidgeot', 'Kyogre'];

/** Each search's rows (card id and the name shown, in order) and its count: "cards that fit", then the chooser. */
async function searches(context: BrowserContext, url: string): Promise<string[][]> {
  const page = await context.newPage();
  const rows = (testid: string) =>
    page
      .locator(`[data-testid="${testid}"]`)
      .evaluateAll((els) =>
        els.map((el) => `${el.getAttribute('data-card-id')} ${el.querySelector('strong')?.textContent}`),
      );
  const found: string[][] = [];
  for (const [file, query] of SEARCHES) {
    await page.goto(url);
    await page.getByTestId('deck-input').fill(deck(file));
    await page.getByTestId('check').click();
    await page.getByTestId('verdict').waitFor({ timeout: 120_000 });
    await page.getByTestId('fits-open').click();
    await page.getByTestId('fits-search').fill(query);
    await page.getByTestId('fits-result').first().waitFor({ timeout: 120_000 });
    const status = (await page.getByTestId('fits-status').textContent())?.replace(/\d+ ms/, '');
    found.push([`${file} ${query}: ${status}`, ...(await rows('fits-result'))]);
  }
  for (const query of TOTEMS) {
    await page.goto(url);
    await page.getByTestId('check').click();
    await page.getByTestId('totem-search').fill(query);
    await page.getByTestId('totem-choice').first().waitFor({ timeout: 120_000 });
    found.push([`${query}: ${await page.getByTestId('totem-status').textContent()}`, ...(await rows('totem-choice'))]);
  }
  await page.close();
  return found;
}

/** A file this page kept, as text (the search index is kept packed), or null. */
const kept = (page: Page, file: string) =>
  page.evaluate(`caches.open('totem-pack').then(async (c) => {
    const key = (await c.keys()).find((r) => r.url.endsWith('/${file}'));
    if (!key) return null;
    const body = (await c.match(key)).body;
    const text = ${JSON.stringify(file)}.endsWith('.jsonl') ? body.pipeThrough(new DecompressionStream('gzip')) : body;
    return new Response(text).text();
  })`) as Promise<string | null>;

type Index = { tables: { names: { digest: string } }; search: { digest: string } };
const MADE: [file: string, described: (index: Index) => { digest: string }][] = [
  ['names.tsv', (index) => index.tables.names],
  ['search.jsonl', (index) => index.search],
];

describePage('keeping card data: what the device makes', () => {
  const opened = openSiteInChromium();
  const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 240_000, interval: 100 });
  const state = (page: Page) => page.getByTestId('keep-offline').getAttribute('data-state');

  it('fetches no names table nor search index, keeps the pack’s very files; offline, a name-only line checks and the panels list what they list online', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const fetched: string[] = [];
    context.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(() => state(page)).toBe('done');
    expect(fetched.filter((url) => url.includes('/sets/')).length).toBeGreaterThan(100);
    expect(fetched.filter((url) => /\/(?:names\.tsv|search\.jsonl)(?:\.br)?$/.test(url))).toEqual([]);
    for (const [file] of MADE) expect(await kept(page, file)).toBe(readFileSync(join(PACK_DIR, file), 'utf8'));

    await context.setOffline(true);
    await page.goto(opened.site.url);
    await page
      .getByTestId('deck-input')
      .fill(deck('charizard-ex.txt').replace(/^1 Ultra Ball PAF 91$/m, '1 Ultra Ball'));
    await page.getByTestId('check').click();
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor({ timeout: 120_000 });
    expect(await verdict.getAttribute('data-valid')).toBe('true');
    expect(await page.locator('body').innerText()).not.toMatch(/npm|cards:pack/);
    const offline = await searches(context, opened.site.url);
    await context.close();

    const online = await opened.browser.newContext({ viewport: { width: 360, height: 800 }, serviceWorkers: 'block' });
    expect(offline).toEqual(await searches(online, opened.site.url));
    expect(offline[0]![9]).toMatch(/ Quick Ball MD 86$/); // 9th for "Ball", as online
    expect(offline[4]!.join('\n')).toContain('sv4pt5-54 '); // the chooser finds Charizard ex PAF 54 offline
    await online.close();
  }, 600_000);

  it.each(MADE)(
    'a %s that is not the file the index describes is never kept: the file is fetched, and checked',
    async (file, described) => {
      // No service worker here: the page's own fetches are what the route sees. The index is served with another
      // digest for the file, so neither the file made from the sets nor the fetched one is the one described.
      const context = await opened.browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.route(/\/pack\/[^/]+\/index\.json$/, async (route) => {
        const index = (await (await route.fetch()).json()) as Index;
        described(index).digest = `sha256-${'0'.repeat(64)}`;
        await route.fulfill({ json: index });
      });
      await page.goto(opened.site.url);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(request.url()));
      await page.getByTestId('keep-offline').click();
      await eventually(async () => ['partial', 'failed'].includes((await state(page)) ?? '')).toBe(true);
      expect(fetched.filter((url) => url.endsWith(`/${file}`)).length).toBeGreaterThan(0);
      expect(await kept(page, file)).toBeNull();
      await context.close();
    },
    600_000,
  );
});
