import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// issue 42 item 4, the first verdict: the check's worker checks a list of its own as it starts (engine.ts warmUp),
// so the engine's functions are compiled before a list is pasted. Its cards are held in memory: it fetches no set
// and no name list, asks TCGdex nothing, and its verdict never reaches the page; the first list's is the same.
describePage("the check's worker warms up before any list comes", () => {
  const opened = openSiteInChromium();

  it('a warm-up check with no request, no verdict on the page, then the first list judged', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const asked: string[] = [];
    context.on('request', (request) => asked.push(request.url()));
    const page = await context.newPage();
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    await page.goto(opened.site.url);
    // The check's worker marks its warm-up done (performance.mark 'w:warm').
    const warmed = () =>
      Promise.all(workers.map((w) => w.evaluate(() => performance.getEntriesByName('w:warm').length).catch(() => 0)));
    await expect.poll(async () => (await warmed()).reduce((a, b) => a + b, 0), { timeout: 60_000 }).toBe(1);
    expect(asked.filter((url) => /\/sets\/|names\.tsv|api\.tcgdex\.net/.test(url))).toEqual([]);
    expect(await page.getByTestId('verdict').count()).toBe(0);
    expect(await page.getByTestId('failure').count()).toBe(0);
    await page.getByTestId('deck-input').fill(readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8'));
    await page.getByTestId('check').click();
    const verdict = page.locator('[data-testid="verdict"]');
    await verdict.waitFor({ timeout: 60_000 });
    expect(await verdict.getAttribute('data-valid')).toBe('true');
    // The warm-up's cards are nowhere in what the page shows.
    expect(await page.locator('main').innerText()).not.toMatch(/Warm-up|WUP/);
    await context.close();
  }, 120_000);
});
