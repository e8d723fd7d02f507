import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';
import { fragmentOf } from '../../web/src/share.js';

// Issue 44, item 4, on the page: a link whose text is more lines than a deck can hold is refused before it is
// split (it froze the main thread for 16–22 s), and a type named by an object prototype key is the usual
// "not a type" problem (it stopped the check: "… could not be cloned").
const failure = (page: Page) => page.getByTestId('failure');

describePage('the page against lists past what a deck holds, and prototype names', () => {
  const opened = openSiteInChromium();

  it('a #list= link of a million line feeds opens promptly with a clear message, in both languages', async () => {
    const link = fragmentOf('\n'.repeat(1_000_000));
    expect(link.length).toBeLessThan(3_000);
    const context = await opened.browser.newContext();
    const page = await context.newPage();
    for (const [lang, words] of [
      ['en', /more than 5,000 lines/],
      ['es', /más de 5\.?000 líneas/],
    ] as const) {
      await page.goto(`${opened.site.url}?lang=${lang}${link}`);
      // A wide deadline, in seconds: the page froze for 16–22 s before.
      await failure(page).waitFor({ timeout: 10_000 });
      expect(await failure(page).textContent()).toMatch(words);
      // The main thread answers, and the box was never filled with the link's text.
      expect(await page.evaluate('1 + 1', undefined)).toBe(2);
      expect(await page.getByTestId('deck-input').inputValue()).toBe('');
    }
    await context.close();
  }, 120_000);

  it.each(['__proto__', 'constructor'])(
    'Extra types: %s is checked: "not a type", never a stopped check',
    async (name) => {
      const context = await opened.browser.newContext();
      const page = await context.newPage();
      await page.goto(opened.site.url);
      const list = `Totem: 1\n1 Charizard ex OBF 125\nPokémon:\n1 Charmander MEW 4\nExtra types: ${name}\n98 Basic {R} Energy SVE 2\n`;
      await page.getByTestId('deck-input').fill(list);
      await page.getByTestId('check').click();
      await page.getByTestId('verdict').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('verdict').getAttribute('data-valid')).toBe('false');
      const text = await page.locator('body').innerText();
      expect(text).toContain(`"${name}" is not a type`);
      expect(text).not.toMatch(/could not be cloned|\[object Object\]|native code/);
      await context.close();
    },
    120_000,
  );
  it('a page left open, checking list after list, keeps a bounded number of performance marks on each side', async () => {
    const lists = ['charizard-ex.txt', 'dragapult-ex-invalid.txt'].map((file) =>
      readFileSync(join(ROOT, 'examples/decks', file), 'utf8'),
    );
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    await page.goto(opened.site.url);
    const marks = () => performance.getEntriesByType('mark').length;
    // Some 8 marks a check on each side: 40 checks are well past 200 of them.
    for (let i = 0; i < 40; i++) {
      await page.getByTestId('deck-input').fill(lists[i % 2]!);
      await page.getByTestId('check').click();
      await page
        .locator(`[data-testid="verdict"][data-valid="${i % 2 ? 'false' : 'true'}"]`)
        .waitFor({ timeout: 60_000 });
    }
    const counts = [await page.evaluate(marks), ...(await Promise.all(workers.map((w) => w.evaluate(marks))))];
    expect(Math.max(...counts)).toBeLessThanOrEqual(200);
    expect(counts[0]).toBeGreaterThan(0);
    await context.close();
  }, 300_000);
});
