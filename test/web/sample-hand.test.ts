import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 43 item 4 on the page: after a check, "Deal a hand" deals 7 cards by the setup, one of them a Basic.
const DECK = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');

describePage('sample hand', () => {
  const opened = openSiteInChromium();

  for (const lang of ['en', 'es'] as const)
    it(`${lang} at 360×740: deal → 7 sample-cards, one a Basic; the Prize cards hidden until asked`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('deck-input').fill(DECK);
      await page.getByTestId('check').click();
      await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
      const section = page.getByTestId('sample-hand');
      await section.getByTestId('sample-hand-deal').click();
      await section.getByTestId('sample-mulligans').waitFor({ timeout: 90_000 });
      const cards = await section
        .getByTestId('sample-card')
        .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-basic')));
      expect(cards).toHaveLength(7);
      expect(cards).toContain('true');
      expect(await section.locator('.sample-prizes').isHidden()).toBe(true);
      expect(await section.textContent()).toContain(lang === 'es' ? 'Zona del Tótem' : 'Totem Zone');
      await context.close();
    });
});
