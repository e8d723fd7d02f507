import { appendFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

/** One bench row, written for bench/run.js to show with its own (`BENCH_PAGE_OUT` names the file). */
export interface PageRow {
  id: string;
  target: string;
  measured: string;
  pass: boolean;
  detail: unknown;
}

export function writeRow(row: PageRow): void {
  const out = process.env.BENCH_PAGE_OUT;
  if (out) appendFileSync(out, `${JSON.stringify(row)}\n`);
  console.log(`${row.pass ? 'ok  ' : 'MISS'} ${row.id}: ${row.measured} (target ${row.target})`);
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * The same steps on a page of a bare list box and button (the site's origin, no script): what the browser and
 * Playwright take for a navigation, a fill and a click on this machine at its load, which no page can go under.
 * Measured beside each cold load, so a figure is read against the floor of its own moment.
 */
export async function floor(context: BrowserContext, site: string, list: string): Promise<number> {
  const bare = new URL('bench-floor.html', site).href;
  await context.route(bare, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><textarea data-testid="deck-input" rows="12"></textarea><button data-testid="check">Check</button>',
    }),
  );
  const page = await context.newPage();
  const t = Date.now();
  await page.goto(bare);
  await page.getByTestId('deck-input').fill(list);
  await page.getByTestId('check').click();
  const ms = Date.now() - t;
  await page.close();
  return ms;
}
