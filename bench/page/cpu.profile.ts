import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { ROOT } from '../../test/helpers/cli.js';
import { openSiteInChromium } from '../../test/helpers/site.js';

// The page's main thread, profiled (CDP) from the navigation to the first verdict and over a second check: self
// time by function, and CPU_OUT keeps the .cpuprofile files (Chrome's DevTools opens them).
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const VALID = read('examples/decks/charizard-ex.txt');
const INVALID = read('examples/decks/dragapult-ex-invalid.txt');
const opened = openSiteInChromium();

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

function summary(profile: Profile, label: string): void {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anon)'} ${url.replace(/^.*\//, '')}:${lineNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  const total = [...byName.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n${label}: ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms profiled, ${total.toFixed(0)} sampled`,
  );
  for (const [k, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(7)}  ${k}`);
}

it('profiles the main thread', async () => {
  const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(opened.site.url);
  await page.getByTestId('deck-input').fill(VALID);
  await page.getByTestId('check').click();
  await page.locator('[data-testid="verdict"][data-valid="true"]').waitFor({ timeout: 60_000 });
  const first = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  await page.getByTestId('deck-input').fill(INVALID);
  await page.waitForTimeout(1500);
  await cdp.send('Profiler.start');
  await page.getByTestId('check').click();
  await page.locator('[data-testid="verdict"][data-valid="false"]').waitFor({ timeout: 60_000 });
  const second = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  await context.close();
  if (process.env.CPU_OUT) {
    writeFileSync(`${process.env.CPU_OUT}-first.cpuprofile`, JSON.stringify(first));
    writeFileSync(`${process.env.CPU_OUT}-second.cpuprofile`, JSON.stringify(second));
  }
  summary(first, 'cold load to the first verdict');
  summary(second, 'a second check');
});
