import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 43's walk: a PTCG Live export of 100 cards with no Totem section, a Pokémon outside the identity (Charmander
// and Squirtle: one type too many), Arven on two lines and "Energy: 20" over 19, made valid with 0 warnings by
// tapping the first repair of the first problem only, at 360 × 740, each tapped button in view when tapped.
const PASTE = readFileSync(join(ROOT, 'test/fixtures/ptcg-live/repair-walk.txt'), 'utf8');
const MAX_TAPS = 12;
/** Where the tap counts go (the resolve note gives them). */
const SHOTS = process.env.TOTEM_SHOTS_DIR ?? join(ROOT, 'test-results-shots');

/** The verdict of the list in the box: a new `verdict` element each check. */
async function verdictAfter(page: Page, old: Awaited<ReturnType<Page['$']>> | null): Promise<void> {
  if (old) await old.waitForElementState('hidden', { timeout: 60_000 }).catch(() => undefined);
  await page.getByTestId('verdict').waitFor({ timeout: 60_000 });
}

describePage('the page: repairs tapped until the list is valid', () => {
  const opened = openSiteInChromium();

  for (const lang of ['en', 'es'])
    it(`${lang}: "valid" with 0 warnings in at most ${MAX_TAPS} taps of repair buttons, each in view when tapped`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('deck-input').fill(PASTE);
      await page.getByTestId('check').click();
      await verdictAfter(page, null);
      const ops: string[] = [];
      for (;;) {
        const verdict = page.getByTestId('verdict');
        const problems = page.getByTestId('problem');
        if ((await verdict.getAttribute('data-valid')) === 'true' && (await problems.count()) === 0) break;
        expect(ops.length, `taps so far: ${ops.join(', ')}`).toBeLessThan(MAX_TAPS);
        const button = problems.first().getByTestId('repair').first();
        const box = (await button.boundingBox())!;
        expect(box, `repair ${ops.length + 1} in view`).not.toBeNull();
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(740);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        ops.push((await button.getAttribute('data-op'))!);
        const old = await page.$('[data-testid="verdict"]');
        await button.click({ trial: false });
        await verdictAfter(page, old);
      }
      expect(await page.locator('#verdict-title').innerText()).toMatch(lang === 'es' ? /válid/ : /valid/);
      expect(ops[0]).toBe('choose-totem');
      mkdirSync(SHOTS, { recursive: true });
      writeFileSync(join(SHOTS, `repair-walk-${lang}.json`), `${JSON.stringify({ taps: ops.length, ops })}\n`);
      await context.close();
    }, 300_000);
});
