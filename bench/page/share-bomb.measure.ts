import { it } from 'vitest';
import { bombFragment } from '../../test/helpers/share-bomb.js';
import { openSiteInChromium } from '../../test/helpers/site.js';
import { median, writeRow } from './rows.js';

/** What the functions run in the page use of its globals. */
type InPage = {
  document: { querySelector(selector: string): unknown };
  location: { hash: string };
  requestAnimationFrame(callback: () => void): void;
};

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
/** The site built from the tests' pack, served on 127.0.0.1, and Chromium: the page tests' own set-up. */
const opened = openSiteInChromium();

// The behaviour (refused, the page usable, the heap bounded) is test/web/hostile-page.test.ts's; this is the time.
it('times the refusal of a decompression-bomb share link and the main thread after it', async () => {
  const bomb = bombFragment(44_700);
  const refused: number[] = [];
  const lags: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await opened.browser.newContext();
    const page = await context.newPage();
    await page.goto(opened.site.url);
    await page.getByTestId('deck-input').waitFor();
    refused.push(
      await page.evaluate(
        (hash) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            const poll = () =>
              (globalThis as unknown as InPage).document.querySelector('[data-testid="failure"]')
                ? resolve(performance.now() - start)
                : (globalThis as unknown as InPage).requestAnimationFrame(poll);
            (globalThis as unknown as InPage).location.hash = hash;
            poll();
          }),
        bomb,
      ),
    );
    lags.push(
      await page.evaluate(
        () =>
          new Promise<number>((r) => {
            const t = performance.now();
            setTimeout(() => r(performance.now() - t), 0);
          }),
      ),
    );
    await context.close();
  }
  const ms = median(refused);
  const lag = median(lags);
  writeRow({
    id: '30. page: a decompression-bomb share link refused (108 kB fragment, a billion characters inflated)',
    target: '≤ 800 ms, main-thread lag ≤ 200 ms',
    measured: `${ms.toFixed(0)} ms, lag ${lag.toFixed(0)} ms (median of ${RUNS})`,
    pass: ms <= 800 && lag <= 200,
    detail: { refused, lags },
  });
});
