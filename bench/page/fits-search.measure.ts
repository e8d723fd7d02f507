import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { ROOT } from '../../test/helpers/cli.js';
import { openSiteInChromium } from '../../test/helpers/site.js';
import { median, writeRow } from './rows.js';

/** What the functions run in the page use of its globals. */
type InPage = { document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> } };

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const DECK = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
/** Names with many versions to decide (Pikachu: over a hundred), searched in turn. */
const QUERIES = ['Pikachu', 'Kirlia', 'Charizard', 'Energy', 'Professor', 'Eevee'];
/** The site built from the tests' pack, served on 127.0.0.1, and Chromium: the page tests' own set-up. */
const opened = openSiteInChromium();

// The behaviour (search, tap a card in, take it out) is test/web/fits.test.ts's; this is the time. Issue 29: a
// search answers ≤ 300 ms once the pack's search index is loaded, from typing to the results on screen (the
// panel's 150 ms typing debounce included).
it('times a "cards that fit" search once loaded', async () => {
  const page = await opened.browser.newPage({ viewport: { width: 360, height: 800 } });
  await page.goto(`${opened.site.url}?lang=en`);
  await page.getByTestId('deck-input').fill(DECK);
  await page.getByTestId('check').click();
  await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
  await page.getByTestId('fits-open').click(); // a sheet on a phone: closed until opened
  const t = Date.now();
  await page.getByTestId('fits-search').fill('Charmander');
  await page.getByTestId('fits-result').first().waitFor({ timeout: 120_000 });
  const firstMs = Date.now() - t;
  const onScreen: number[] = [];
  const inWorker: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const query = QUERIES[i % QUERIES.length]!;
    await page.getByTestId('fits-search').fill('');
    await page.getByTestId('fits-search').fill(query);
    const t0 = Date.now();
    await page.waitForFunction(
      (q) =>
        Array.from((globalThis as unknown as InPage).document.querySelectorAll('[data-testid="fits-result"]')).some(
          (el) => el.textContent?.includes(q),
        ),
      query,
      { timeout: 60_000 },
    );
    onScreen.push(Date.now() - t0);
    inWorker.push(Number(await page.getByTestId('fits-results').getAttribute('data-search-ms')));
  }
  await page.close();
  const ms = median(onScreen);
  writeRow({
    id: '31. page: a "cards that fit" search once loaded (typing to results, 150 ms debounce included)',
    target: '≤ 300 ms',
    measured: `${ms.toFixed(0)} ms on screen, ${median(inWorker).toFixed(0)} ms in the worker (median of ${RUNS}); first search, search index loading included, ${firstMs} ms`,
    pass: ms <= 300,
    detail: { onScreen, inWorker, firstMs },
  });
});
