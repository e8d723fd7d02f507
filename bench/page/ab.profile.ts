import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { it } from 'vitest';
import { ROOT } from '../../test/helpers/cli.js';
import { PACK_DIR, openSiteInChromium } from '../../test/helpers/site.js';
import { floor, median } from './rows.js';

// verdict.measure.ts's first verdict and second check, for this checkout's site and another's (AB_OTHER: a checkout
// whose web/dist is built from the same pack), alternated run by run in one Chromium: A/B pairs at the same load.
// `AB_OTHER=/tmp/main BENCH_RUNS=7 PROFILE=ab npx vitest run --config bench/page/timeline.config.ts`.
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const VALID = read('examples/decks/charizard-ex.txt');
const INVALID = read('examples/decks/dragapult-ex-invalid.txt');
const opened = openSiteInChromium();

async function otherSite(root: string): Promise<string> {
  const { preview } = await import('vite');
  const saved = process.env.TOTEM_PACK_DIR;
  process.env.TOTEM_PACK_DIR = PACK_DIR;
  try {
    const server = await preview({
      configFile: join(root, 'web/vite.config.ts'),
      logLevel: 'warn',
      preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
    });
    const address = server.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}/`;
  } finally {
    process.env.TOTEM_PACK_DIR = saved;
  }
}

async function once(url: string): Promise<{ first: number; second: number; floor: number }> {
  const phone = () => opened.browser.newContext({ viewport: { width: 360, height: 740 } });
  const context = await phone();
  const page = await context.newPage();
  let t = Date.now();
  await page.goto(url);
  await page.getByTestId('deck-input').fill(VALID);
  await page.getByTestId('check').click();
  await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
  const first = Date.now() - t;
  await page.getByTestId('deck-input').fill(INVALID);
  t = Date.now();
  await page.getByTestId('check').click();
  await page.locator('[data-testid="verdict"][data-valid="false"]').waitFor({ timeout: 60_000 });
  const second = Date.now() - t;
  await context.close();
  const bare = await phone();
  const floorMs = await floor(bare, url, VALID);
  await bare.close();
  return { first, second, floor: floorMs };
}

it('alternates this site and another, run by run', async () => {
  const other = process.env.AB_OTHER;
  if (!other) throw new Error('AB_OTHER names the other checkout');
  const sites = { B: opened.site.url, A: await otherSite(other) };
  const runs: Record<'A' | 'B', { first: number; second: number; floor: number }[]> = { A: [], B: [] };
  const loads: number[] = [];
  for (let i = 0; i < RUNS; i++)
    for (const side of (i % 2 ? ['B', 'A'] : ['A', 'B']) as ('A' | 'B')[]) {
      const r = await once(sites[side]);
      runs[side].push(r);
      loads.push(loadavg()[0]);
      console.log(`${side} run ${i + 1}: first ${r.first} ms, second ${r.second} ms, bare floor ${r.floor} ms`);
    }
  const ratio = (k: 'first' | 'second') => median(runs.B.map((b, i) => b[k] / runs.A[i]![k]));
  for (const side of ['A', 'B'] as const) {
    const m = (k: 'first' | 'second' | 'floor') => median(runs[side].map((r) => r[k])).toFixed(0);
    console.log(
      `${side} (${side === 'A' ? other : 'this checkout'}): first ${m('first')} ms, second ${m('second')} ms, floor ${m('floor')} ms`,
    );
  }
  console.log(
    `B/A paired medians: first ${ratio('first').toFixed(3)}, second ${ratio('second').toFixed(3)}; load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
});
