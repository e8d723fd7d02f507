import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PACK_DIR, describePage, openSiteInChromium } from '../helpers/site.js';

// A review of "keep all card data" making the search index in a worker (web/src/keep-offline.ts): a worker out of
// memory takes the whole tab with it in Chromium, and the kept sets had every later press make it again; a worker
// that never answered left the press working for ever; and a press with a set missing fetched the two files the
// next press makes. No service worker in these tests: the page's own fetches are what the routes see.
const MAKING = 'totem-search-making';
const MADE = /\/(?:names\.tsv|search\.jsonl)(?:\.br)?$/;
const eventually = <T>(value: () => Promise<T>, timeout = 240_000) => expect.poll(value, { timeout, interval: 100 });
const state = (page: Page) => page.getByTestId('keep-offline').getAttribute('data-state');

/** The search index this page kept, as text (it is kept packed), or null. */
const keptSearch = (page: Page) =>
  page.evaluate(`caches.open('totem-pack').then(async (c) => {
    const key = (await c.keys()).find((r) => r.url.endsWith('/search.jsonl'));
    if (!key) return null;
    return new Response((await c.match(key)).body.pipeThrough(new DecompressionStream('gzip'))).text();
  })`) as Promise<string | null>;

describePage('keeping card data: a search index that cannot be made', () => {
  const opened = openSiteInChromium();

  it('a press that finds the last one never heard back from its worker fetches search.jsonl instead of making it', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    // As a tab that crashed while the index was being made leaves it.
    await page.evaluate(`localStorage.setItem('${MAKING}', '1')`);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(() => state(page)).toBe('done');
    expect(fetched.filter((url) => MADE.test(url)).map((url) => url.replace(/^.*\//, ''))).toEqual(['search.jsonl']);
    expect(await keptSearch(page)).toBe(readFileSync(join(PACK_DIR, 'search.jsonl'), 'utf8'));
    await context.close();
  }, 300_000);

  it('a worker that never answers is ended after a minute: search.jsonl is fetched, the press ends done', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    // Every engine worker of this page is one that takes messages and never answers.
    await context.route(/\/assets\/worker-[^/]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }),
    );
    const page = await context.newPage();
    await page.goto(opened.site.url);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(() => state(page)).toBe('done');
    expect(fetched.filter((url) => MADE.test(url)).map((url) => url.replace(/^.*\//, ''))).toEqual(['search.jsonl']);
    expect(await page.evaluate(`localStorage.getItem('${MAKING}')`)).toBeNull();
    await context.close();
  }, 300_000);

  it('a press with a set missing fetches neither names.tsv nor search.jsonl (the next press makes them)', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.route(/\/sets\/base\d*\.jsonl$/, (route) => route.abort());
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(() => state(page)).toBe('partial');
    expect(fetched.filter((url) => /\/sets\//.test(url)).length).toBeGreaterThan(100);
    expect(fetched.filter((url) => MADE.test(url))).toEqual([]);
    await context.close();
  }, 300_000);
  it('a press with only names.tsv missing makes it from the kept sets’ names lines: nothing fetched, the pack’s file kept', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.getByTestId('keep-offline').click();
    await eventually(() => state(page)).toBe('done');
    const names = `caches.open('totem-pack').then(async (c) => {
      const key = (await c.keys()).find((r) => r.url.endsWith('/names.tsv'));
      return key ? (DELETE ? c.delete(key) : (await c.match(key)).text()) : null;
    })`;
    expect(await page.evaluate(names.replace('DELETE', 'true'))).toBe(true);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.getByTestId('keep-offline').click();
    await eventually(() => state(page)).toBe('done');
    expect(fetched.filter((url) => MADE.test(url) || url.includes('/sets/'))).toEqual([]);
    expect(await page.evaluate(names.replace('DELETE', 'false'))).toBe(
      readFileSync(join(PACK_DIR, 'names.tsv'), 'utf8'),
    );
    await context.close();
  }, 300_000);
});
