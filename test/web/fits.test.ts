import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';
import { addCard, removeCard } from '../../web/src/list-edit.js';

// The page's "cards that fit" panel: search the cards a Totem allows, tap one into the list, take it out again.
const DECK = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');

describe('addCard / removeCard: one line in or out of the list in the box, the counts kept', () => {
  const LIST =
    'Totem: 1\n1 Mew ex MEW 151\n\nPokémon: 1\n1 Ralts MEG 58\n\nTrainer: 1\n1 Arven SVI 166\n\nTotal Cards: 3';
  it('adds at the end of its section; the section header and the total count one more', () => {
    expect(addCard(LIST, 'pokemon', 'Kirlia MEG 59')).toBe(
      'Totem: 1\n1 Mew ex MEW 151\n\nPokémon: 2\n1 Ralts MEG 58\n1 Kirlia MEG 59\n\nTrainer: 1\n1 Arven SVI 166\n\nTotal Cards: 4',
    );
  });
  it('a missing section is created before the total line, or at the end; Spanish headers are known', () => {
    expect(addCard(LIST, 'energy', 'Psychic Energy SVE 5')).toBe(
      'Totem: 1\n1 Mew ex MEW 151\n\nPokémon: 1\n1 Ralts MEG 58\n\nTrainer: 1\n1 Arven SVI 166\n\nEnergy: 1\n1 Psychic Energy SVE 5\n\nTotal Cards: 4',
    );
    expect(addCard('Pokémon: 1\n1 Ralts MEG 58\n', 'trainer', 'Arven SVI 166')).toBe(
      'Pokémon: 1\n1 Ralts MEG 58\n\nTrainer: 1\n1 Arven SVI 166',
    );
    expect(addCard('Entrenador: 1\n1 Arven SVI 166', 'trainer', 'Iono PAL 185')).toBe(
      'Entrenador: 2\n1 Arven SVI 166\n1 Iono PAL 185',
    );
  });
  it('removeCard undoes addCard; a count above 1 goes down by one', () => {
    const added = addCard(LIST, 'pokemon', 'Kirlia MEG 59');
    expect(removeCard(added, 6)).toBe(LIST);
    expect(removeCard('Pokémon: 2\n2 Ralts MEG 58', 2)).toBe('Pokémon: 1\n1 Ralts MEG 58');
    expect(removeCard(LIST, 4)).toBe(LIST); // a header is no card line
  });
});

const validity = (page: Page, valid: 'true' | 'false') =>
  page.waitForFunction(
    (want) =>
      (
        globalThis as unknown as {
          document: { querySelector(s: string): { getAttribute(a: string): string | null } | null };
        }
      ).document
        .querySelector('[data-testid="verdict"]')
        ?.getAttribute('data-valid') === want,
    valid,
    { timeout: 60_000 },
  );

describePage('the page: cards that fit the Totem', () => {
  const opened = openSiteInChromium();

  it('search, tap a card into the list (101 cards: deck-size error), take it out (valid again); axe finds nothing serious', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${opened.site.url}?lang=en`);
    await page.getByTestId('deck-input').fill(DECK);
    await page.getByTestId('check').click();
    await validity(page, 'true');

    // The first search loads the pack's search index, then answers; a new search answers with its own cards.
    // (How fast is bench/page/fits-search.measure.ts's: `BENCH_ONLY=page npm run bench`.)
    await page.getByTestId('fits-open').click(); // a sheet on a phone: closed until opened
    await page.getByTestId('fits-search').fill('Charmander');
    const first = page.locator('[data-testid="fits-result"]:not([data-in-list])').first();
    await first.waitFor({ timeout: 120_000 });
    await page.getByTestId('fits-search').fill('Pikachu');
    await page.waitForFunction(
      () =>
        Array.from(
          (
            globalThis as unknown as {
              document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> };
            }
          ).document.querySelectorAll('[data-testid="fits-result"]'),
        ).some((el) => el.textContent?.includes('Pikachu')),
      null,
      { timeout: 60_000 },
    );
    expect(Number(await page.getByTestId('fits-results').getAttribute('data-search-ms'))).toBeGreaterThanOrEqual(0);
    // The list holds Jet Energy PAL 190; its version's newest printing (SSP 252) is the result, marked as in the list.
    await page.getByTestId('fits-search').fill('Jet Energy');
    await page
      .locator('[data-testid="fits-result"][data-card-id="sv8-252"][data-in-list]')
      .waitFor({ timeout: 60_000 });

    await page.getByTestId('fits-search').fill('Charmander');
    const card = page.locator('[data-testid="fits-result"]:not([data-in-list])').first();
    await card.waitFor({ timeout: 60_000 });
    const id = (await card.getAttribute('data-card-id'))!;
    const label = (await card.locator('strong').innerText()).trim();
    await card.click();
    await validity(page, 'false');
    const box = await page.getByTestId('deck-input').inputValue();
    expect(box).toContain(`\n1 ${label}\n`);
    expect(box).toContain('Pokémon: 31');
    expect(box).toContain('Total Cards: 101');
    expect(
      await page.locator('[data-testid="problem"]').evaluateAll((p) => p.map((x) => x.getAttribute('data-rule'))),
    ).toContain('deck-size');
    // The panel comes back with the search, the card marked as in the list, with a remove button.
    const marked = page.locator(`[data-testid="fits-result"][data-card-id="${id}"][data-in-list]`);
    await marked.waitFor({ timeout: 120_000 });
    // Focus is back on the card tapped (a keyboard user keeps their place).
    expect(await marked.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    await page.addScriptTag({ content: readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') });
    const violations = (await page.evaluate(
      'axe.run(\'[data-testid="fits"]\').then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact })))',
    )) as { id: string; impact: string }[];
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.locator(`[data-testid="fits-remove"][data-card-id="${id}"]`).click();
    await validity(page, 'true');
    expect(await page.getByTestId('deck-input').inputValue()).toBe(DECK);
    await context.close();
  }, 300_000);

  it("in Spanish: the panel speaks the rulebook's words and finds the cards", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${opened.site.url}?lang=es`);
    await page.getByTestId('deck-input').fill(DECK);
    await page.getByTestId('check').click();
    await validity(page, 'true');
    expect(await page.getByTestId('fits').innerText()).toContain('Tótem');
    expect(await page.getByTestId('fits-category').innerText()).toContain('Entrenador');
    await page.getByTestId('fits-open').click(); // a sheet on a phone: closed until opened
    await page.getByTestId('fits-search').fill('Charmander');
    await page.getByTestId('fits-result').first().waitFor({ timeout: 120_000 });
    // Spanish names are searched and shown: "Fuego" is no English name.
    await page.getByTestId('fits-search').fill('Fuego');
    await page
      .locator('[data-testid="fits-result"] strong', { hasText: 'Energía Fuego' })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.close();
  }, 300_000);
});
