import { expect, it } from 'vitest';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 42, item 4: "keep all card data" downloads what the device cannot make from what it keeps. The search index
// (a fifth of the bytes) is not fetched: offline, the Totem chooser searches the kept sets.
describePage('keeping card data, lean', () => {
  const opened = openSiteInChromium();
  const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 120_000, interval: 100 });

  it('fetches no search index; offline, the Totem chooser finds a Totem in the kept sets', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const fetched: string[] = [];
    context.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(() => page.getByTestId('keep-offline').getAttribute('data-state')).toBe('done');
    expect(fetched.filter((url) => url.includes('/sets/')).length).toBeGreaterThan(100);
    expect(fetched.filter((url) => url.endsWith('/search.jsonl'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(opened.site.url);
    await page.getByTestId('check').click();
    await page.getByTestId('totem-search').fill('Charizard');
    await page.locator('[data-testid="totem-choice"][data-card-id="sv4pt5-54"]').waitFor({ timeout: 120_000 });
    expect(await page.locator('body').innerText()).not.toMatch(/npm|cards:pack/);
    await context.close();
  }, 300_000);
});
