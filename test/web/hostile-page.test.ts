import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { CHROMIUM, describePage, buildSite, serveSite, type Site } from '../helpers/site.js';
import { bombFragment } from '../helpers/share-bomb.js';
import { fragmentOf } from '../../web/src/share.js';

/** What the functions run in the page use of its globals (this program has no DOM types). */
type InPage = { location: { hash: string } };

// The page against other sites and hostile links, in chromium (skipped, as site.test.ts says, without it).

describePage('the page against hostile links and framing sites', () => {
  let site: Site;
  let browser: Browser;
  let evil: Server;
  let evilUrl: string;

  beforeAll(async () => {
    buildSite();
    site = await serveSite();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2'],
    });
    // Another site (another origin: localhost, not 127.0.0.1's port) that frames the page.
    evil = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>evil</title><iframe id="victim" src="${site.url}" width="600" height="400"></iframe>`,
      );
    });
    await new Promise<void>((done) => evil.listen(0, '127.0.0.2', done));
    evilUrl = `http://127.0.0.2:${(evil.address() as AddressInfo).port}/`;
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    evil?.close();
  });

  it('a share link that is a decompression bomb is refused, and the page stays usable', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // 44,700 codes: a 108 kB fragment that inflates to a billion characters (it froze the page for 3.7 s, 1 GB).
    const bomb = bombFragment(44_700);
    expect(bomb.length).toBeGreaterThan(100_000);
    await page.goto(site.url);
    await page.getByTestId('deck-input').waitFor();
    // How fast it is refused is a bench row (bench/page/share-bomb.measure.ts, in `npm run bench`), not a test.
    await page.evaluate((hash) => ((globalThis as unknown as InPage).location.hash = hash), bomb);
    await page.getByTestId('failure').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('failure').textContent()).toMatch(/holds no list the page can open/);
    const heap = await page.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    );
    expect(heap).toBeLessThan(200 * 1024 * 1024);

    // A real list's link still opens, at once, in the same page.
    const list = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
    await page.evaluate((hash) => ((globalThis as unknown as InPage).location.hash = hash), fragmentOf(list));
    await page.getByTestId('verdict').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('deck-input').inputValue()).toBe(list);

    // A fragment past the longest a page link can be: refused before any work.
    await page.evaluate(
      (hash) => ((globalThis as unknown as InPage).location.hash = hash),
      `#list=${'A'.repeat(140_000)}`,
    );
    await page.getByTestId('failure').waitFor({ timeout: 5_000 });
    await context.close();
  }, 120_000);

  it('framed by another site, the page shows a message and runs nothing; opened on its own it works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(evilUrl);
    const frame = page.frameLocator('#victim');
    await frame.getByTestId('framed').waitFor({ timeout: 30_000 });
    expect(await frame.getByTestId('framed').textContent()).toMatch(/does not run inside another page/);
    expect(await frame.getByTestId('deck-input').count()).toBe(0);
    const own = await context.newPage();
    await own.goto(site.url);
    await own.getByTestId('deck-input').waitFor();
    expect(await own.getByTestId('framed').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('the built site has a headers file for hosts that read one: no framing, by anyone', () => {
    const headers = readFileSync(join(ROOT, 'web/dist/_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*$/m);
    expect(headers).toMatch(/^ {2}X-Frame-Options: DENY$/m);
    expect(headers).toMatch(/^ {2}Content-Security-Policy: frame-ancestors 'none'$/m);
  });
});
