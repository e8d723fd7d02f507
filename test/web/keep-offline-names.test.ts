import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { PACK_DIR, describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 42, item 4: "keep all card data" downloads only what the device cannot make from what it keeps. The names
// table (which sets hold a name) is not fetched: the device makes it from the names lines of the sets it keeps, as
// the pack builder does, byte for byte the file the index describes, and keeps it where the set loaders find it.
const LIST = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');

describePage('keeping card data, lean', () => {
  const opened = openSiteInChromium();
  const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 120_000, interval: 100 });
  const state = (page: Page) => page.getByTestId('keep-offline').getAttribute('data-state');

  it('fetches no names table, keeps the pack’s very names file; offline, a name-only line checks and the Totem chooser finds a Totem', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const fetched: string[] = [];
    context.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(() => page.getByTestId('keep-offline').getAttribute('data-state')).toBe('done');
    expect(fetched.filter((url) => url.includes('/sets/')).length).toBeGreaterThan(100);
    expect(fetched.filter((url) => url.endsWith('/names.tsv'))).toEqual([]);

    const kept = (await page.evaluate(`caches.open('totem-pack').then(async (c) => {
      const key = (await c.keys()).find((r) => r.url.endsWith('/names.tsv'));
      return key ? (await c.match(key)).text() : null;
    })`)) as string | null;
    expect(kept).toBe(readFileSync(join(PACK_DIR, 'names.tsv'), 'utf8'));

    await context.setOffline(true);
    await page.goto(opened.site.url);
    await page.getByTestId('check').click();
    await page.getByTestId('totem-search').fill('Charizard');
    await page.locator('[data-testid="totem-choice"][data-card-id="sv4pt5-54"]').waitFor({ timeout: 120_000 });
    expect(await page.locator('body').innerText()).not.toMatch(/npm|cards:pack/);

    await page.goto(opened.site.url);
    await page.getByTestId('deck-input').fill(LIST.replace(/^1 Ultra Ball PAF 91$/m, '1 Ultra Ball'));
    await page.getByTestId('check').click();
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor({ timeout: 120_000 });
    expect(await verdict.getAttribute('data-valid')).toBe('true');
    await context.close();
  }, 300_000);

  it('a names table that is not the file the index describes is never kept: the file is fetched, and checked', async () => {
    // No service worker here: the page's own fetches are what the route sees. The index is served with another
    // digest for names.tsv, so neither the table made from the sets nor the fetched file is the one described.
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/pack\/[^/]+\/index\.json$/, async (route) => {
      const index = (await (await route.fetch()).json()) as { tables: { names: { digest: string } } };
      index.tables.names.digest = `sha256-${'0'.repeat(64)}`;
      await route.fulfill({ json: index });
    });
    await page.goto(opened.site.url);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(async () => ['partial', 'failed'].includes((await state(page)) ?? '')).toBe(true);
    expect(fetched.filter((url) => url.endsWith('/names.tsv')).length).toBeGreaterThan(0);
    const kept = await page.evaluate(`caches.open('totem-pack').then(async (c) =>
      (await c.keys()).some((r) => r.url.endsWith('/names.tsv')))`);
    expect(kept).toBe(false);
    await context.close();
  }, 300_000);
});
