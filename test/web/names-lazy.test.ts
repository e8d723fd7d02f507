import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// issue 42 item 4: a list whose every line names its set code needs no name list before its verdict; the page
// reads `names.tsv` after it, once idle (so the device keeps it), or when a line needs a name lookup (a name-only
// line, a did-you-mean), and judges the same.
const LIST = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const withLine = (line: string) => LIST.replace(/^1 Ultra Ball PAF 91$/m, line);

describePage('the page reads the name list only when a line needs it', () => {
  const opened = openSiteInChromium();

  it('no names.tsv before the first verdict of a list of printings, then once idle; a name-only line and a typo judged right', async () => {
    // No service worker: it would answer the page's requests before the routes below see them.
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const asked: string[] = [];
    context.on('request', (request) => asked.push(new URL(request.url()).pathname));
    let page: Page | undefined;
    // For each request of the name list: how many verdicts the page showed when it was made (held till counted).
    const namesAsked: number[] = [];
    await context.route(/\/names\.tsv$/, async (route) => {
      namesAsked.push((await page?.getByTestId('verdict').count()) ?? -1);
      await route.continue();
    });
    // A page for each list: its verdict is the only one on it.
    const check = async (list: string) => {
      page = await context.newPage();
      await page.goto(opened.site.url);
      await page.getByTestId('deck-input').fill(list);
      await page.getByTestId('check').click();
      const verdict = page.getByTestId('verdict');
      await verdict.waitFor({ timeout: 90_000 });
      return { page, valid: await verdict.getAttribute('data-valid') };
    };

    expect((await check(LIST)).valid).toBe('true');
    expect(asked.some((path) => path.endsWith('/index.json'))).toBe(true); // the pack was read, from this server
    await expect.poll(() => namesAsked, { timeout: 30_000 }).toEqual([1]); // after the verdict, once

    expect((await check(withLine('1 Ultra Ball'))).valid).toBe('true');
    expect(namesAsked[1]).toBe(0); // this verdict needed it

    const typo = await check(withLine('1 Ultra Bal'));
    expect(typo.valid).toBe('false');
    const problem = typo.page.locator('[data-testid="problem"][data-rule="unknown-card"]');
    expect(await problem.count()).toBe(1);
    expect(await problem.innerText()).toContain('Ultra Ball');
    await context.close();
  }, 300_000);
});
