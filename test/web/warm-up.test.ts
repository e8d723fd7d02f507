import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
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
  // The warm-up's cards are its worker's alone: a list naming them finds them nowhere, before the warm-up is done
  // and after it alike.
  const WARM_LIST = 'Totem: 1\n1 Warm-up ex WUP 1\nPokémon: 4\n4 Warm-up Mon\n';
  /** What a press shows for the warm-up's list, and when (on the page's clock) it was made. */
  async function warmListVerdict(page: Page) {
    await page.getByTestId('deck-input').fill(WARM_LIST);
    const pressed = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.getByTestId('check').click();
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor({ timeout: 60_000 });
    const lines = async (testid: string) =>
      page.getByTestId(testid).evaluateAll((els) => els.map((el) => el.getAttribute('data-line')));
    return {
      pressed,
      valid: await verdict.getAttribute('data-valid'),
      unknown: await page
        .locator('[data-testid="problem"][data-rule="unknown-card"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-line'))),
      unverified: await lines('unverified'),
      faces: await page.locator('[data-card-id^="warm-up"]').count(),
      repairs: await page.getByTestId('repair').allInnerTexts(),
      text: await verdict.innerText(),
    };
  }

  it("a list naming the warm-up's cards: unknown or unverified, never shown nor suggested, before the warm-up and after", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    // The pack's index held back a while: the warm-up (which opens the pack first) is not done when Check is pressed.
    await context.route(/\/pack\/[^/]+\/index\.json$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    const page = await context.newPage();
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    await page.goto(opened.site.url);
    const before = await warmListVerdict(page);
    const warm = async () =>
      (
        await Promise.all(
          workers.map((w) =>
            w
              .evaluate(() => performance.getEntriesByName('w:warm').map((e) => performance.timeOrigin + e.startTime))
              .catch(() => []),
          ),
        )
      ).flat();
    await expect.poll(async () => (await warm()).length, { timeout: 60_000 }).toBe(1);
    expect(before.pressed).toBeLessThan((await warm())[0]!);
    // Reloaded, the new worker's warm-up done (the index still held back) before this press.
    workers.length = 0;
    await page.reload();
    await expect.poll(async () => (await warm()).length, { timeout: 60_000 }).toBe(1);
    const after = await warmListVerdict(page);
    expect(after.pressed).toBeGreaterThan(Math.max(...(await warm())));
    const { pressed: _, ...seen } = before;
    expect({ ...after, pressed: undefined }).toEqual({ ...seen, pressed: undefined });
    expect(seen.valid).not.toBe('true');
    expect([...seen.unknown, ...seen.unverified].sort()).toEqual(['2', '4']);
    expect(seen.faces).toBe(0);
    expect(seen.repairs.join('\n')).not.toMatch(/Warm-up/);
    await context.close();
  }, 180_000);
});
