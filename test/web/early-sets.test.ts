import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MAX_DECK_LINES } from '../../src/parse/decode.js';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// The check's worker asks for the sets a pasted list names by code before the library does (web/src/engine.ts
// setsNamed), and keeps what it fetched in the cache after a pause (web/src/pack-loader.ts). A review found a set
// fetched twice (a list opened as a file, then edited), a refused list fetching every set it named, and the writes
// put off for as long as the player kept editing. No service worker: the page's own fetches are what is counted.
const LIST = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const SET = /\/sets\/([^/]+)\.jsonl$/;

/** Each set file's requests, by set. */
function setRequests(context: BrowserContext): Map<string, number> {
  const count = new Map<string, number>();
  context.on('request', (request) => {
    const id = SET.exec(request.url())?.[1];
    if (id) count.set(id, (count.get(id) ?? 0) + 1);
  });
  return count;
}
const paste = (page: Page, text: string) =>
  page.getByTestId('deck-input').evaluate((box: { value: string; dispatchEvent(event: Event): boolean }, value) => {
    box.value = value;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
const keptSets = (page: Page) =>
  page.evaluate(`caches.open('totem-pack').then(async (c) =>
    (await c.keys()).filter((r) => r.url.includes('/sets/')).length)`) as Promise<number>;

describePage('sets asked for ahead of the library', () => {
  const opened = openSiteInChromium();

  it('a list opened as a file, then edited and checked, fetches each of its sets once', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const count = setRequests(context);
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.locator('#file').setInputFiles({ name: 'deck.txt', mimeType: 'text/plain', buffer: Buffer.from(LIST) });
    await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
    expect(count.size).toBe(15);
    await page.getByTestId('deck-input').focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n');
    await page.getByTestId('check').click();
    await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect([...count.values()].every((requests) => requests === 1)).toBe(true);
    await context.close();
  }, 300_000);

  it('a list past the line limit is refused unread: none of the sets it names is fetched', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const count = setRequests(context);
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await paste(page, `${LIST}${'\n'.repeat(MAX_DECK_LINES)}`);
    await page.getByTestId('check').click();
    await page.locator('[data-testid="verdict"][data-valid="false"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect([...count.keys()]).toEqual([]);
    await context.close();
  }, 300_000);

  it('a player who keeps editing still has the fetched sets kept, within seconds, not only once they stop', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await paste(page, LIST);
    await page.getByTestId('check').click();
    await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('deck-input').focus();
    await page.keyboard.press('Control+End');
    // An edit every 0.8 s, each a check of its own (one pause of 1.5 s never comes), for ~20 s.
    for (let edit = 0; edit < 25; edit++) {
      await page.keyboard.type(edit % 2 ? '\n' : '#');
      await page.waitForTimeout(800);
    }
    expect(await keptSets(page)).toBe(15);
    await context.close();
  }, 300_000);
});
