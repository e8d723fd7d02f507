import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressToEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 30, item 4 on the page: "Compare with…" after a check says what `totem diff A B` says; axe on it.
const SHOTS = process.env.TOTEM_SHOTS;
const A = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
/** A with one card swapped: Arven out, Nest Ball in (test/lib/diff.test.ts swaps the same). */
const B = A.replace(/^1 Arven .*$/m, '1 Nest Ball SVI 181');

async function axeViolations(page: Page): Promise<{ id: string; impact: string }[]> {
  await page.addScriptTag({ content: readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') });
  const all = (await page.evaluate(
    'axe.run().then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact })))',
  )) as { id: string; impact: string }[];
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describePage('compare with…', () => {
  const opened = openSiteInChromium();

  // English takes B as a share link, Spanish as the list pasted: both ways the box accepts.
  for (const [lang, how] of [
    ['en', 'link'],
    ['es', 'list'],
  ] as const)
    it(`${lang}: list A checked, compared with B (${how}, one card swapped) → added and removed named, both verdicts`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('deck-input').fill(A);
      await page.getByTestId('check').click();
      await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
      await page.getByTestId('compare-open').click();
      const other = how === 'link' ? `${opened.site.url}?lang=${lang}#list=${compressToEncodedURIComponent(B)}` : B;
      await page.getByTestId('compare-input').fill(other);
      await page.getByTestId('compare-check').click();
      const summary = page.getByTestId('compare-summary');
      await summary.waitFor({ timeout: 90_000 });
      expect(
        await summary.evaluate((p) => [p.dataset.added, p.dataset.removed, p.dataset.changed, p.textContent]),
      ).toEqual([
        '1',
        '1',
        '0',
        lang === 'es' ? '1 añadidas, 1 quitadas, 0 cambiadas' : '1 added, 1 removed, 0 changed',
      ]);
      const cards = await page
        .getByTestId('compare-card')
        .evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-change'), li.textContent]));
      if (lang === 'en')
        expect(cards).toEqual([
          ['added', '+1 Nest Ball SVI 181'],
          ['removed', '−1 Arven OBF 186'],
        ]);
      else {
        expect(cards.map(([change]) => change)).toEqual(['added', 'removed']);
        expect(cards[0]![1]).toMatch(/^\+1 .+ SVI 181$/);
        expect(cards[1]![1]).toMatch(/^−1 .+ OBF 186$/);
      }
      const verdicts = await page
        .getByTestId('compare-verdict')
        .evaluateAll((lis) =>
          lis.map((li) => [li.getAttribute('data-side'), li.getAttribute('data-valid'), li.textContent]),
        );
      expect(verdicts).toEqual(
        lang === 'es'
          ? [
              ['a', 'true', 'Veredicto de esta lista: válido'],
              ['b', 'true', 'Veredicto de la otra lista: válido'],
            ]
          : [
              ['a', 'true', 'Verdict of this list: valid'],
              ['b', 'true', 'Verdict of the other list: valid'],
            ],
      );
      const { scrollWidth, innerWidth } = (await page.evaluate(
        '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
      )) as { scrollWidth: number; innerWidth: number };
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      if (SHOTS) {
        await page.getByTestId('compare-result').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `phone-compare-result-${lang}.png`) });
      }
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }, 180_000);

  it('another Totem: the Totem and the identity changes are named, as totem diff names them', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${opened.site.url}?lang=en`);
    await page.getByTestId('deck-input').fill(A);
    await page.getByTestId('check').click();
    await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
    await page.getByTestId('compare-open').click();
    await page
      .getByTestId('compare-input')
      .fill(readFileSync(join(ROOT, 'examples/decks/kyogre-groudon-legend.txt'), 'utf8'));
    await page.getByTestId('compare-check').click();
    await page.getByTestId('compare-summary').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('compare-totem').textContent()).toBe('Totem: Charizard ex → Kyogre & Groudon LEGEND');
    expect(await page.getByTestId('compare-identity').textContent()).toMatch(/^Identity: .*Fire.* → .*Water.*$/);
    await context.close();
  }, 180_000);

  it('an invalid B: its verdict says so, with its errors', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${opened.site.url}?lang=en`);
    await page.getByTestId('deck-input').fill(A);
    await page.getByTestId('check').click();
    await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
    await page.getByTestId('compare-open').click();
    await page.getByTestId('compare-input').fill(`${A}\n1 Nest Ball SVI 181\n`);
    await page.getByTestId('compare-check').click();
    await page.getByTestId('compare-summary').waitFor({ timeout: 90_000 });
    const b = page.locator('[data-testid="compare-verdict"][data-side="b"]');
    expect(await b.getAttribute('data-valid')).toBe('false');
    expect(await b.textContent()).toMatch(/^Verdict of the other list: invalid \(\d+ errors?\)$/);
    await context.close();
  }, 180_000);
});
