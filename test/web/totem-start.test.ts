import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';
import { startList } from '../../web/src/list-edit.js';

// Issue 29 item 4: "or from an empty box with a chosen Totem" — an empty box offers the Totems to start from; a tap
// starts the list with it, checks it, and the "cards that fit" panel opens under the verdict.

describe('startList: the list a chosen Totem starts', () => {
  it('a Totem section of one line, as the reader reads it', () => {
    expect(startList({ name: 'Charizard ex', set: 'OBF', number: '125' })).toBe('Totem: 1\n1 Charizard ex OBF 125\n');
  });
});

describePage('the page: an empty box starts a deck from its Totem', () => {
  const opened = openSiteInChromium();

  for (const lang of ['en', 'es'] as const)
    it(`${lang}: Check with an empty box → search Totems → tap one → the list has it as Totem, the fits panel opens; axe`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 800 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('check').click();
      await page.getByTestId('totem-start').waitFor({ timeout: 60_000 });
      await page.getByTestId('totem-search').fill('Charizard');
      // Charizard ex (its newest printing, PAF 54) can be a Totem, as \`totem totems Charizard\` lists it.
      const choice = page.locator('[data-testid="totem-choice"][data-card-id="sv4pt5-54"]');
      await choice.waitFor({ timeout: 120_000 });
      const offered = await page
        .getByTestId('totem-choice')
        .evaluateAll((b) => b.map((x) => x.querySelector('strong')?.textContent ?? ''));
      expect(offered.length).toBeGreaterThan(1);
      expect(offered.every((name) => name.includes('Charizard'))).toBe(true);
      // It fits a 360 px phone: nothing wider than the screen.
      expect(await page.evaluate('document.documentElement.scrollWidth <= innerWidth')).toBe(true);

      await page.addScriptTag({ content: readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') });
      const violations = (await page.evaluate(
        'axe.run(\'[data-testid="totem-start"]\').then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact })))',
      )) as { id: string; impact: string }[];
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

      await choice.click();
      await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
      expect(await page.getByTestId('deck-input').inputValue()).toBe('Totem: 1\n1 Charizard ex PAF 54\n');
      // The verdict has the Totem (a 1-card list is short of 100: deck-size), and the cards that fit it are offered.
      expect(
        await page.locator('[data-testid="problem"]').evaluateAll((p) => p.map((x) => x.getAttribute('data-rule'))),
      ).toContain('deck-size');
      // On a phone the panel is a sheet, closed until its button opens it.
      await page.getByTestId('fits-open').click({ timeout: 60_000 });
      await page.getByTestId('fits').waitFor({ timeout: 60_000 });
      await page.getByTestId('fits-search').fill('Charmander');
      await page.getByTestId('fits-result').first().waitFor({ timeout: 120_000 });
      await context.close();
    }, 300_000);
});
