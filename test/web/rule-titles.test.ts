import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 30 item 5: a rule's problems are headed by its player-worded title; the rule id stays beside it, small.

describePage("the rules' headings on the page", () => {
  const opened = openSiteInChromium();

  for (const [lang, singleton] of [
    ['en', 'Only one copy of each card'],
    ['es', 'Solo una copia de cada carta'],
  ] as const)
    it(`${lang}: the title first, then the id in small text`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page
        .getByTestId('deck-input')
        .fill(readFileSync(join(ROOT, 'examples/decks/dragapult-ex-invalid.txt'), 'utf8'));
      await page.getByTestId('check').click();
      await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
      const headings = await page
        .getByTestId('rule-title')
        .evaluateAll((hs) => hs.map((h) => [h.firstChild?.textContent, h.querySelector('code.rule-id')?.textContent]));
      expect(headings).toContainEqual([singleton, 'singleton']);
      // No heading shows the developer description any more.
      expect(headings.every(([title]) => title && !title.includes('fingerprint') && !title.includes('huella'))).toBe(
        true,
      );
      const sizes = (await page.evaluate(`(() => {
        const h = document.querySelector('[data-testid="rule-title"]');
        return [h, h.querySelector('code.rule-id')].map((e) => parseFloat(getComputedStyle(e).fontSize));
      })()`)) as number[];
      expect(sizes[1]).toBeLessThan(sizes[0]!);
      await context.close();
    }, 180_000);
});
