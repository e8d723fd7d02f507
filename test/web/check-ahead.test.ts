import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// issue 42 item 4: the list in the box is checked as it is pasted, so the card data it needs is on its way before
// Check is pressed, and the press shows that verdict; the pack's files come brotli-packed from a server that
// negotiates it (`<file>.br`, web/vite.config.ts), gzip-packed from any other, the same text either way.
const LIST = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');

describePage('the page checks a pasted list before the press', () => {
  const opened = openSiteInChromium();

  it("fetches a pasted list's sets before Check is pressed, and none after it", async () => {
    // No service worker: it would answer the page's requests before this count sees them.
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    let pressed = false;
    const sets = { before: 0, after: 0 };
    context.on('request', (request) => {
      if (/\/sets\/[^/]+\.jsonl$/.test(request.url())) sets[pressed ? 'after' : 'before']++;
    });
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.getByTestId('deck-input').fill(LIST);
    await expect.poll(() => sets.before, { timeout: 60_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    pressed = true;
    await page.getByTestId('check').click();
    await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
    expect(sets.after).toBe(0);
    await context.close();
  }, 300_000);

  it('serves a pack file brotli-packed to a client that accepts it, gzip-packed otherwise: the same text', async () => {
    const [version] = readdirSync(join(ROOT, 'web/dist/pack'));
    const base = new URL(`pack/${version}/`, opened.site.url);
    const index = (await (await fetch(new URL('index.json', base))).json()) as {
      sets: { file: string; digest: string; set: { id: string } }[];
    };
    const entry = index.sets.find((e) => e.set.id === 'sv3')!;
    const digest = (bytes: Buffer) => `sha256-${createHash('sha256').update(bytes).digest('hex')}`;
    const text = (bytes: Buffer) => (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes);
    const url = new URL(entry.file, base);
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(digest(text(Buffer.from(await br.arrayBuffer())))).toBe(entry.digest);
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).not.toBe('br');
    expect(digest(text(Buffer.from(await gzip.arrayBuffer())))).toBe(entry.digest);
  });
});
