import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';
import { moveToTotem } from '../../web/src/list-edit.js';

// A Pokémon TCG Live export (no Totem section) fixed in one tap on the page.
const PASTE = readFileSync(join(ROOT, 'test/fixtures/ptcg-live/mega-gardevoir-ex.txt'), 'utf8');
/** Where the 360 px screenshot of the fixed list goes (a resolve note shows it); a temporary folder otherwise. */
const SHOTS = process.env.TOTEM_SHOTS_DIR ?? join(ROOT, 'test-results-shots');

describe('moveToTotem: the list in the box with the card(s) moved into a Totem section', () => {
  it('a line of 1 moves, its section header counts one fewer, the total stays', () => {
    const text = 'Pokémon: 3\n1 Mew ex MEW 151\n2 Ralts MEG 58\n\nTrainer: 1\n1 Arven SVI 166\n\nTotal Cards: 4';
    expect(moveToTotem(text, [2])).toBe(
      'Totem: 1\n1 Mew ex MEW 151\n\nPokémon: 2\n2 Ralts MEG 58\n\nTrainer: 1\n1 Arven SVI 166\n\nTotal Cards: 4',
    );
  });
  it('a count above 1 goes down by one; two halves of a LEGEND on two lines both move', () => {
    expect(moveToTotem('Pokémon: 3\n2 Ralts MEG 58\n1 Duo LEGEND UD 87\n1 Duo LEGEND UD 88', [2, 3, 4])).toBe(
      'Totem: 3\n1 Ralts MEG 58\n1 Duo LEGEND UD 87\n1 Duo LEGEND UD 88\n\nPokémon: 0\n1 Ralts MEG 58',
    );
  });
});

describePage('the page: Totem candidates of a pasted list', () => {
  const opened = openSiteInChromium();

  it('pick a candidate: the card moves into a Totem section (100 cards still), and the list is valid', async () => {
    const page = await opened.browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${opened.site.url}?lang=en`);
    await page.getByTestId('deck-input').fill(PASTE);
    await page.getByTestId('check').click();
    const verdict = page.getByTestId('verdict');
    await verdict.waitFor({ timeout: 60_000 });
    expect(await verdict.getAttribute('data-valid')).toBe('false');
    // The page never mentions a command-line flag.
    expect(await page.locator('main').innerText()).not.toContain('--totem');
    const buttons = page.getByTestId('totem-candidate');
    expect(await buttons.evaluateAll((b) => b.map((x) => x.getAttribute('data-card-id')))).toEqual(
      expect.arrayContaining(['me1-60', 'sv1-86', 'sv3pt5-151', 'sv9-56']),
    );
    mkdirSync(SHOTS, { recursive: true });
    await page.getByTestId('totem-candidates').screenshot({ path: join(SHOTS, 'ptcg-live-candidates-360.png') });
    await page.locator('[data-testid="totem-candidate"][data-card-id="me1-60"]').click();
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
      {
        timeout: 60_000,
      },
    );
    const box = await page.getByTestId('deck-input').inputValue();
    expect(box.startsWith('Totem: 1\n1 Mega Gardevoir ex MEG 60\n')).toBe(true);
    expect(box).toContain('Pokémon: 37');
    expect(box).toContain('Total Cards: 100');
    await page.getByTestId('verdict').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'ptcg-live-fixed-360.png'), fullPage: false });
    await page.close();
  });
});
