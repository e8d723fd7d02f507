import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import type { Page, Worker } from 'playwright-core';
import { ROOT } from '../../test/helpers/cli.js';
import { openSiteInChromium } from '../../test/helpers/site.js';
import { median } from './rows.js';

// Where a cold load's first verdict and a second check spend their milliseconds, as verdict.measure.ts drives the
// page: the page's and its workers' own performance marks (`m:` the page, `w:` the check's worker), their resource
// timings and the harness's steps, on one clock (each context's timeOrigin), from the navigation's start. Not a
// bench row: `npx vitest run --config bench/page/timeline.config.ts` prints the timeline of each run and the medians.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const VALID = read('examples/decks/charizard-ex.txt');
const INVALID = read('examples/decks/dragapult-ex-invalid.txt');
const opened = openSiteInChromium();

type Entry = { name: string; at: number; end?: number };

const ENTRIES = `(() => {
  const o = performance.timeOrigin;
  return performance.getEntries().flatMap((e) => {
    if (e.entryType === 'mark') return [{ name: e.name, at: o + e.startTime }];
    if (e.entryType === 'resource' || e.entryType === 'navigation')
      return [{ name: e.entryType[0] + ':' + e.name.replace(/^.*\\/(pack\\/[^/]+\\/)?/, ''), at: o + e.startTime, end: o + e.responseEnd }];
    if (e.entryType === 'paint') return [{ name: 'paint:' + e.name, at: o + e.startTime }];
    return [];
  });
})()`;

async function entriesOf(target: Page | Worker, prefix: string): Promise<Entry[]> {
  const read = (target as Page).evaluate.bind(target) as (expression: string) => Promise<unknown>;
  const entries = (await read(ENTRIES).catch(() => [])) as Entry[];
  return entries.map((e) => ({ ...e, name: `${prefix}${e.name}` }));
}

const totals = new Map<string, number[]>();
const note = (name: string, ms: number) => totals.set(name, [...(totals.get(name) ?? []), ms]);

it('prints a cold load and a second check, step by step', async () => {
  for (let i = 0; i < RUNS; i++) {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const workers: Worker[] = [];
    page.on('worker', (w) => workers.push(w));
    const steps: Entry[] = [];
    const step = (name: string) => steps.push({ name: `h:${name}`, at: Date.now() });
    step('goto');
    await page.goto(opened.site.url);
    step('loaded');
    await page.getByTestId('deck-input').fill(VALID);
    step('filled');
    await page.getByTestId('check').click();
    step('clicked');
    await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
    step('verdict-seen');
    const first = [...steps];
    const all = [...(await entriesOf(page, '')), ...first];
    for (const [n, w] of workers.entries()) all.push(...(await entriesOf(w, `W${n}.`)));
    const t0 = first[0]!.at;
    all.sort((a, b) => a.at - b.at);
    console.log(`\n── run ${i + 1}: first verdict ${first.at(-1)!.at - t0} ms`);
    for (const e of all)
      console.log(
        `${(e.at - t0).toFixed(0).padStart(6)}${e.end ? `–${(e.end - t0).toFixed(0).padEnd(5)}` : '      '} ${e.name}`,
      );
    for (const e of all) note(e.name, (e.end ?? e.at) - t0);
    // The second check, as the bench makes it.
    await page.getByTestId('deck-input').fill(INVALID);
    const before = await entriesOf(page, '');
    const wBefore = await entriesOf(workers[0]!, 'W0.');
    const t = Date.now();
    await page.getByTestId('check').click();
    const clicked = Date.now();
    await page.locator('[data-testid="verdict"][data-valid="false"]').waitFor({ timeout: 60_000 });
    const seen = Date.now();
    const seenBefore = new Set([...before, ...wBefore].map((e) => `${e.name}@${e.at}`));
    const later = [...(await entriesOf(page, '')), ...(await entriesOf(workers[0]!, 'W0.'))]
      .filter((e) => !seenBefore.has(`${e.name}@${e.at}`))
      .concat([
        { name: 'h:click', at: t },
        { name: 'h:clicked', at: clicked },
        { name: 'h:verdict-seen', at: seen },
      ])
      .sort((a, b) => a.at - b.at);
    console.log(`── run ${i + 1}: second check ${seen - t} ms`);
    for (const e of later)
      console.log(
        `${(e.at - t).toFixed(0).padStart(6)}${e.end ? `–${(e.end - t).toFixed(0).padEnd(5)}` : '      '} ${e.name}`,
      );
    for (const e of later) note(`2nd ${e.name}`, (e.end ?? e.at) - t);
    await context.close();
  }
  console.log('\n── medians (ms from the navigation, or from the second press)');
  for (const [name, xs] of [...totals].sort((a, b) => median(a[1]) - median(b[1])))
    if (xs.length >= RUNS / 2) console.log(`${median(xs).toFixed(0).padStart(6)}  ${name} (${xs.length})`);
});
