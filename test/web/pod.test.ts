import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressToEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 30, item 2: the page's pod view with three share links, at 360 × 740, and axe on it.
const SHOTS = process.env.TOTEM_SHOTS;
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** Serious and critical axe-core violations of the page as it is now. */
async function axeViolations(page: Page): Promise<{ id: string; impact: string }[]> {
  await page.addScriptTag({ content: readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') });
  const all = (await page.evaluate(
    'axe.run().then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact })))',
  )) as { id: string; impact: string }[];
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describePage('the pod view', () => {
  const opened = openSiteInChromium();

  for (const lang of ['en', 'es'])
    it(`${lang}: three share links → a row per deck with its verdict; fits 360 px; axe finds nothing serious`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      const links = [
        'examples/decks/charizard-ex.txt',
        'examples/decks/dragapult-ex-invalid.txt',
        'examples/decks/kyogre-groudon-legend.txt',
      ].map((f) => `${opened.site.url}#list=${compressToEncodedURIComponent(read(f))}`);
      await page.getByTestId('pod-open').click();
      await page.getByTestId('pod-input').fill(links.join('\n'));
      await page.getByTestId('pod-check').click();
      await page.getByTestId('pod-table').waitFor({ timeout: 90_000 });
      const rows = await page
        .getByTestId('pod-deck')
        .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-valid'), tr.querySelector('th')?.textContent]));
      expect(rows).toEqual([
        ['true', 'Charizard ex'],
        ['false', 'Dragapult ex'],
        ['true', 'Kyogre & Groudon LEGEND'],
      ]);
      const { scrollWidth, innerWidth } = (await page.evaluate(
        '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
      )) as { scrollWidth: number; innerWidth: number };
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      if (SHOTS) {
        await page.getByTestId('pod-table').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `phone-pod-table-${lang}.png`) });
      }
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }, 180_000);

  // Issue 30 item 2: the pod view has its own share link, and it carries the language.
  it('the pod’s address: a new page opened on it shows the same table, in the same language', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${opened.site.url}?lang=es`);
    const links = [
      'examples/decks/charizard-ex.txt',
      'examples/decks/dragapult-ex-invalid.txt',
      'examples/decks/kyogre-groudon-legend.txt',
    ].map((f) => `${opened.site.url}#list=${compressToEncodedURIComponent(read(f))}`);
    await page.getByTestId('pod-open').click();
    await page.getByTestId('pod-input').fill(links.join('\n'));
    await page.getByTestId('pod-check').click();
    await page.getByTestId('pod-table').waitFor({ timeout: 90_000 });
    const rowsOf = (p: Page) =>
      p
        .getByTestId('pod-deck')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.getAttribute('data-valid'), ...[...tr.children].map((td) => td.textContent)]),
        );
    const before = await rowsOf(page);
    expect(before.map((r) => r[0])).toEqual(['true', 'false', 'true']);
    const address = new URL(page.url());
    expect(address.searchParams.get('lang')).toBe('es');
    expect(address.hash).toMatch(/^#pod=/);
    // Bounded like the deck link: far shorter than the 128 K characters the page decodes at all.
    expect(address.hash.length).toBeLessThan(links.join('\n').length);

    const other = await context.newPage();
    await other.goto(address.href);
    await other.getByTestId('pod-table').waitFor({ timeout: 90_000 });
    expect(await other.getByTestId('pod-open').getAttribute('aria-expanded')).toBe('true');
    expect(await rowsOf(other)).toEqual(before);
    expect(await other.evaluate('document.documentElement.lang')).toBe('es');
    expect(await other.getByTestId('pod-input').inputValue()).toBe(links.join('\n'));
    await context.close();
  }, 180_000);

  it('a pod link whose parts are not lists gives rows that say so; the page goes on', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    // An empty part (a line that was no share link) and 100 kB of a part that inflates to no list.
    await page.goto(`${opened.site.url}?lang=en#pod=.${'A'.repeat(100_000)}`);
    await page.getByTestId('pod-table').waitFor({ timeout: 90_000 });
    expect(
      await page.getByTestId('pod-deck').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-valid'))),
    ).toEqual(['false', 'false']);
    await page.getByTestId('deck-input').fill(read('examples/decks/charizard-ex.txt'));
    await page.getByTestId('check').click();
    expect(await page.getByTestId('verdict').getAttribute('data-valid', { timeout: 90_000 })).toBe('true');
    await context.close();
  }, 180_000);
});
