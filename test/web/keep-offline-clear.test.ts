import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// The check's workers keep the pack files they fetched once they have had a pause (web/src/pack-loader.ts, a first
// visit, before the service worker controls the page). "Clear stored card data" pressed while such a write waits
// must not have it put the set back afterwards. No service worker here: the page's own caching is what is tested.
const LIST = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const SV3 = /\/sets\/sv3\.jsonl$/;
const state = (page: Page) => page.getByTestId('keep-offline').getAttribute('data-state');
const keptPackFiles = (page: Page) =>
  page.evaluate(`caches.open('totem-pack').then(async (c) =>
    (await c.keys()).map((r) => r.url).filter((url) => url.includes('/pack/')))`) as Promise<string[]>;

describePage('clearing stored card data while a fetched set waits to be kept', () => {
  const opened = openSiteInChromium();

  it('leaves no set behind: the waiting write is dropped', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    // Everything kept but the example deck's main set, so its check fetches that set and has it to keep.
    await page.route(SV3, (route) => route.abort());
    await page.getByTestId('keep-offline').click();
    await expect.poll(() => state(page), { timeout: 240_000 }).toBe('partial');
    await page.unroute(SV3);
    const fetched: string[] = [];
    page.on('requestfinished', (request) => void fetched.push(request.url()));
    await page.getByTestId('deck-input').fill(LIST);
    await page.getByTestId('check').click();
    await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
    expect(fetched.filter((url) => SV3.test(url))).toHaveLength(1);
    // The name list is read a second after the verdict: once it came, its write waits too.
    await expect.poll(() => fetched.filter((url) => url.endsWith('/names.tsv')).length).toBe(1);
    await page.getByTestId('keep-offline-clear').click();
    await expect.poll(() => state(page)).toBe('idle');
    // Past the workers' pause (1.5 s): a write that was still waiting would have run by now.
    await page.waitForTimeout(4_000);
    expect(await keptPackFiles(page)).toEqual([]);
    await context.close();
  }, 300_000);
});
