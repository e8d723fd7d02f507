import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// Issue 30 item 3: the page printed (its print stylesheet, web/src/print.css) is the deck sheet, one page.
const SHOTS = process.env.TOTEM_SHOTS;
/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describePage('the page printed', () => {
  const opened = openSiteInChromium();

  // A valid list, an invalid one (its problems printed too), and the longest example, in both languages.
  for (const [deck, lang] of [
    ['examples/decks/charizard-ex.txt', 'en'],
    ['examples/decks/dragapult-ex-invalid.txt', 'en'],
    ['examples/2026/mega-greninja-ex.txt', 'es'],
  ] as const)
    it(`${deck} (${lang}), checked: one A4 page and one Letter page`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('deck-input').fill(readFileSync(join(ROOT, deck), 'utf8'));
      await page.getByTestId('check').click();
      await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
      const counted: Record<string, number> = {};
      for (const format of ['A4', 'Letter'] as const) counted[format] = pages(await page.pdf({ format }));
      expect(counted).toEqual({ A4: 1, Letter: 1 });
      // And that page is the sheet: the verdict, the Totem, every problem's text and the list as written.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('verdict').isVisible()).toBe(true);
      expect(await page.getByTestId('invocation-cost').isVisible()).toBe(true);
      for (const problem of await page.getByTestId('problem').all()) expect(await problem.isVisible()).toBe(true);
      expect(await page.getByTestId('print-list').isVisible()).toBe(true);
      expect(await page.getByTestId('print-list').textContent()).toMatch(/^Total Cards: 100$/m);
      expect(await page.getByTestId('fits').isVisible()).toBe(false);
      // The QR code of the share link, as `totem sheet` prints it: a picture, the address of this page.
      expect(await page.locator('[data-testid=print-qr] img').isVisible()).toBe(true);
      expect(new URL(page.url()).hash).toMatch(/^#list=/);
      if (SHOTS && deck.includes('charizard')) {
        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: join(SHOTS, 'page-print-preview-a4.png'), fullPage: true });
        await page.setViewportSize({ width: 360, height: 740 });
        await page.screenshot({ path: join(SHOTS, 'phone-print-preview.png'), fullPage: false });
      }
      await context.close();
    }, 180_000);

  // #42: the QR code costs ~150 ms of a phone's main thread; most verdicts are never printed.
  it('a verdict builds no QR code; printing draws it', async () => {
    const page = await opened.browser.newPage();
    await page.goto(opened.site.url);
    await page.getByTestId('deck-input').fill(readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8'));
    await page.getByTestId('check').click();
    await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
    // Idle after the verdict (twice: a callback the verdict queued has run by then), and still no picture.
    const idle = `new Promise((done) => requestIdleCallback(() => requestIdleCallback(done)))`;
    await page.evaluate(idle);
    expect(await page.locator('[data-testid=print-qr]').count()).toBe(1);
    expect(await page.locator('[data-testid=print-qr] *').count()).toBe(0);
    await page.evaluate(`dispatchEvent(new Event('beforeprint'))`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-testid=print-qr] img').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=print-qr] img').count()).toBe(1);
    await page.close();
  }, 180_000);

  it('the printed list is cleaned as the page shows a list: no control or bidirectional character', async () => {
    const page = await opened.browser.newPage();
    await page.goto(opened.site.url);
    await page.getByTestId('deck-input').fill('# \u202eevil\u0007 comment\nTotem: 1\n1 Charizard ex OBF 125\n');
    await page.getByTestId('check').click();
    await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
    const printed = (await page.getByTestId('print-list').textContent())!;
    expect(printed).toContain('evil comment');
    expect(printed).not.toMatch(/[\u0007\u202e]/);
    await page.close();
  }, 180_000);
});
