import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { ROOT } from '../../test/helpers/cli.js';
import { openSiteInChromium } from '../../test/helpers/site.js';

// A Chromium trace of one cold load to the first verdict (as verdict.measure.ts drives it), summarised: each
// thread's busy ms per 50 ms, and its longest tasks by kind. TRACE_OUT keeps the raw trace (chrome://tracing).
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const VALID = read('examples/decks/charizard-ex.txt');
const opened = openSiteInChromium();

type Ev = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
  cat: string;
};

it('traces a cold load', async () => {
  const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await opened.browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'v8',
      'v8.execute',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'toplevel',
      'loading',
      'disabled-by-default-v8.compile',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  const marks: [string, number][] = [];
  const t0 = Date.now();
  marks.push(['goto', t0]);
  const bare = new URL('bench-floor.html', opened.site.url).href;
  if (process.env.BARE)
    await context.route(bare, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><textarea data-testid="deck-input" rows="12"></textarea><button data-testid="check">Check</button><script>performance.mark('m:module')</script>`,
      }),
    );
  await page.goto(process.env.BARE ? bare : opened.site.url);
  marks.push(['loaded', Date.now()]);
  await page.getByTestId('deck-input').fill(VALID);
  marks.push(['filled', Date.now()]);
  await page.getByTestId('check').click();
  marks.push(['clicked', Date.now()]);
  if (!process.env.BARE) await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
  marks.push(['seen', Date.now()]);
  const buffer = await opened.browser.stopTracing();
  await context.close();
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, buffer);
  const events = (JSON.parse(buffer.toString()) as { traceEvents: Ev[] }).traceEvents;
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  // The trace clock against the wall clock: the page's user timing marks carry both.
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming');
  const um = events.filter((e) => e.cat.includes('blink.user_timing') && e.ph !== 'M');
  console.log(
    'user timing marks in trace:',
    um.slice(0, 3).map((e) => [e.name, e.ts]),
  );
  const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const mModule = um.find((e) => e.name === 'm:module');
  console.log('nav', nav?.ts, 'start', start, 'm:module', mModule?.ts);
  const tasks = events.filter(
    (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) > 0,
  );
  const byThread = new Map<string, Ev[]>();
  for (const e of tasks) {
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const origin = mModule ? mModule.ts : start;
  console.log(
    'times are ms from m:module; harness steps from goto:',
    marks.map(([n, t]) => `${n} ${t - t0}`).join(', '),
  );
  for (const [key, list] of byThread) {
    const busy = list.reduce((n, e) => n + (e.dur ?? 0), 0) / 1000;
    if (busy < 20) continue;
    const buckets = new Map<number, number>();
    for (const e of list) {
      const b = Math.floor((e.ts - origin) / 50000);
      buckets.set(b, (buckets.get(b) ?? 0) + (e.dur ?? 0) / 1000);
    }
    console.log(`\n${names.get(key) ?? key}: busy ${busy.toFixed(0)} ms`);
    console.log(
      [...buckets]
        .sort((a, b) => a[0] - b[0])
        .map(([b, ms]) => `${b * 50}:${ms.toFixed(0)}`)
        .join(' '),
    );
  }
  // The kinds of work inside tasks, per thread (complete events, not nested double counting: top names only).
  const kinds = [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'V8.ScriptCompiler',
    'v8.run',
    'FunctionCall',
    'ParseHTML',
    'Layout',
    'UpdateLayoutTree',
    'Paint',
    'EventDispatch',
    'TimerFire',
    'v8.evaluateModule',
    'ResourceReceivedData',
    'MajorGC',
    'MinorGC',
    'V8.GC_MARK_COMPACTOR',
    'HitTest',
    'PrePaint',
    'Layerize',
    'ParseAuthorStyleSheet',
    'v8.parseOnBackground',
    'V8.GCScavenger',
    'RunMicrotasks',
    'FireAnimationFrame',
  ];
  for (const [key] of byThread) {
    const here = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && kinds.includes(e.name));
    const sums = new Map<string, number>();
    for (const e of here) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const top = [...sums].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms > 2);
    if (top.length)
      console.log(`${names.get(key) ?? key}: ${top.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`);
  }
  for (const ev of events.filter((e) => e.name === 'EventDispatch' && (e.dur ?? 0) > 5000))
    console.log(
      `event ${ev.args?.data?.type} ${((ev.ts - origin) / 1000).toFixed(0)} ms, ${((ev.dur ?? 0) / 1000).toFixed(1)} ms`,
    );
  // User-timing marks and their trace times.
  console.log(
    '\nmarks:',
    um
      .filter((e) => e.ph === 'R' || e.ph === 'I' || e.ph === 'b' || e.ph === 'n')
      .map((e) => `${e.name}@${((e.ts - origin) / 1000).toFixed(0)}`)
      .join(' '),
  );
});
