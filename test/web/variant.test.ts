import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// issue 31 item 2 on the page: the tribute variant's switch, its Tribute Cost, and the share link that keeps it.
const EXAMPLE = readFileSync(join(ROOT, 'examples/tribute/pikachu.txt'), 'utf8');

/** The verdict's `data-valid` once a verdict is on screen. */
async function verdictOf(page: Page): Promise<string | null> {
  const verdict = page.getByTestId('verdict');
  await verdict.waitFor({ timeout: 60_000 });
  return verdict.getAttribute('data-valid');
}

describePage('the page: the tribute variant', () => {
  const opened = openSiteInChromium();

  it('switch to tribute: the example is valid, the Tribute Cost is shown, the link carries and restores it', async () => {
    const page = await opened.browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${opened.site.url}?lang=en`);
    const variant = page.getByTestId('variant');
    expect(await variant.inputValue()).toBe('standard');
    await page.getByTestId('deck-input').fill(EXAMPLE);
    await page.getByTestId('check').click();
    // Under the Totem Format a Basic Pikachu is no Totem.
    expect(await verdictOf(page)).toBe('false');
    await variant.selectOption('tribute');
    await page.waitForFunction(
      () =>
        (
          globalThis as unknown as {
            document: { querySelector(s: string): { getAttribute(a: string): string | null } | null };
          }
        ).document
          .querySelector('[data-testid="verdict"]')
          ?.getAttribute('data-valid') === 'true',
      null,
      { timeout: 60_000 },
    );
    expect(await page.getByTestId('tribute-cost').innerText()).toBe('1');
    expect(await page.getByTestId('invocation-cost').count()).toBe(0);
    const url = new URL(page.url());
    expect(url.searchParams.get('variant')).toBe('tribute');
    expect(url.hash).toMatch(/^#list=/);

    const other = await opened.browser.newPage({ viewport: { width: 360, height: 800 } });
    await other.goto(url.href);
    expect(await verdictOf(other)).toBe('true');
    expect(await other.getByTestId('variant').inputValue()).toBe('tribute');
    expect(await other.getByTestId('tribute-cost').innerText()).toBe('1');
    // Labelled in Spanish too.
    await other.getByTestId('lang').selectOption('es');
    await other.getByTestId('tribute-cost').waitFor({ timeout: 60_000 });
    expect(await other.locator('label.variant').innerText()).toContain('Reglas');
    expect(await other.getByTestId('variant').locator('option[value="tribute"]').innerText()).toBe(
      'Variante del Tributo',
    );
    await other.close();
    await page.close();
  }, 180_000);
  it('"cards that fit" follows the switch: under tribute a Basic Pikachu is a Totem there too (issue 41 item 2)', async () => {
    const page = await opened.browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${opened.site.url}?lang=en&variant=tribute`);
    await page.getByTestId('deck-input').fill(EXAMPLE);
    await page.getByTestId('check').click();
    expect(await verdictOf(page)).toBe('true');
    await page.getByTestId('fits-open').click(); // a sheet on a phone: closed until opened
    await page.getByTestId('fits-search').fill('Raichu');
    // Before, the panel asked under the standard rules, where Pikachu PAL 62 can't be a Totem: no card, a failure.
    await page.locator('[data-testid="fits-result"]').first().waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="fits-result"]').count()).toBeGreaterThan(0);
    await page.close();
  });
  it('the Totem chooser follows the switch: under tribute a Basic Pikachu can be chosen (issue 41 item 2)', async () => {
    const page = await opened.browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${opened.site.url}?lang=en&variant=tribute`);
    await page.getByTestId('check').click();
    await page.getByTestId('totem-start').waitFor({ timeout: 60_000 });
    await page.getByTestId('totem-search').fill('Pikachu');
    await page.locator('[data-testid="totem-choice"]').first().waitFor({ timeout: 120_000 });
    const offered = await page
      .getByTestId('totem-choice')
      .evaluateAll((b) => b.map((x) => x.getAttribute('data-card-id')));
    // Pikachu DP7 70 is a Basic without a Rule Box: a Totem under tribute only (`totem totems --variant tribute
    // Pikachu` lists it 5th); before, the chooser asked under the standard rules, which offer Pikachu ex and V only.
    expect(offered).toContain('dp7-70');
    await page.close();
  }, 240_000);
});
