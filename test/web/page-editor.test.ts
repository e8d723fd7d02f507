import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressToEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';
import { addCard, removeCard } from '../../web/src/list-edit.js';

// Issue 43 item 2: the page as a deck editor on a phone — after a check the verdict, the Totem (its chooser), the
// problems, then the list with "cards that fit" beside it; a check the page starts keeps the player's place.
const PASTE = readFileSync(join(ROOT, 'test/fixtures/ptcg-live/mega-gardevoir-ex.txt'), 'utf8');
const DECK = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');

/** The page's document, as a function run in the page sees it (the page's CSP allows no string to evaluate). */
interface Doc {
  document: {
    activeElement: { id: string } | null;
    querySelector(s: string): { getAttribute(a: string): string | null } | null;
  };
}

/** Wait for a new verdict with this validity. */
const verdictIs = (page: Page, valid: 'true' | 'false') =>
  page.waitForFunction(
    (want) =>
      (globalThis as unknown as Doc).document.querySelector('[data-testid="verdict"]')?.getAttribute('data-valid') ===
      want,
    valid,
    { timeout: 90_000 },
  );
const top = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.y;

describe("addCard / removeCard keep the list's own header words (any language the reader knows)", () => {
  it('a Spanish total and a Portuguese Trainer header count the card; no English section is opened', () => {
    const list = 'Pokémon: 1\n1 Ralts MEG 58\n\nTreinador: 1\n1 Arven SVI 166\n\nCartas totales: 2';
    const added = addCard(list, 'trainer', 'Iono PAL 185');
    expect(added).toBe(
      'Pokémon: 1\n1 Ralts MEG 58\n\nTreinador: 2\n1 Arven SVI 166\n1 Iono PAL 185\n\nCartas totales: 3',
    );
    expect(removeCard(added, 6)).toBe(list);
    // A section the list lacks is opened in the list's language.
    expect(addCard(list, 'energy', 'Psychic Energy SVE 5')).toContain(
      '\nEnergía: 1\n1 Psychic Energy SVE 5\n\nCartas totales: 3',
    );
  });
});

describePage('the page as a deck editor', () => {
  const opened = openSiteInChromium();

  for (const lang of ['en', 'es'])
    it(`${lang}, 360×740: verdict, Totem chooser, problems, list; cards that fit a sheet; a tap keeps the place`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('deck-input').fill(PASTE);
      await page.getByTestId('check').click();
      await verdictIs(page, 'false');
      const order = [
        await top(page, '[data-testid="verdict"]'),
        await top(page, '[data-testid="totem-candidates"]'),
        await top(page, '[data-testid="problem"]'),
        await top(page, '[data-testid="deck-input"]'),
      ];
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The chooser is on the first screen with the verdict.
      expect(order[1]).toBeLessThan(740);
      expect(await page.getByTestId('fits-open').count()).toBe(0);

      await page.locator('[data-testid="totem-candidate"][data-card-id="me1-60"]').click();
      await verdictIs(page, 'true');
      // Closed on a phone until its button opens it: then a sheet on the screen.
      expect(await page.getByTestId('fits-search').isVisible()).toBe(false);
      await page.getByTestId('fits-open').click();
      const sheet = (await page.getByTestId('fits').boundingBox())!;
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(741);
      expect(sheet.width).toBeLessThanOrEqual(360);

      // The player is at the list; a card tapped in the sheet checks again and the list stays where it was.
      await page.getByTestId('deck-input').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const before = await top(page, '[data-testid="deck-input"]');
      await page.getByTestId('fits-search').fill('Ralts');
      const card = page.locator('[data-testid="fits-result"]:not([data-in-list])').first();
      await card.waitFor({ timeout: 120_000 });
      await card.click();
      await verdictIs(page, 'false');
      await page.getByTestId('fits-result').first().waitFor({ timeout: 60_000 });
      expect(Math.abs((await top(page, '[data-testid="deck-input"]')) - before)).toBeLessThanOrEqual(2);
      expect(await page.getByTestId('fits-search').isVisible()).toBe(true);
      await page.getByTestId('fits-close').click();
      expect(await page.getByTestId('fits-open').isVisible()).toBe(true);
      await context.close();
    }, 300_000);

  for (const lang of ['en', 'es'])
    it(`${lang}, 360×740: cards that fit judges "in the list" by the rules; exact names first; the list's words kept`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      const list =
        lang === 'es' ? DECK.replace('Total Cards:', 'Cartas totales:').replace('Trainer: 40', 'Treinador: 40') : DECK;
      await page.getByTestId('deck-input').fill(list);
      await page.getByTestId('check').click();
      await verdictIs(page, 'true');
      await page.getByTestId('fits-open').click();
      const first = page.getByTestId('fits-result').first();
      // The exact name first: the list holds Switch MEW 206, so it is marked, and not added again.
      await page.getByTestId('fits-search').fill(lang === 'es' ? 'Cambio' : 'Switch');
      await page.locator('[data-testid="fits-result"] strong').first().waitFor({ timeout: 120_000 });
      expect(await first.locator('strong').innerText()).toMatch(lang === 'es' ? /^Cambio / : /^Switch /);
      expect(await first.getAttribute('data-in-list')).not.toBeNull();
      expect(await first.getAttribute('aria-disabled')).toBe('true');
      // Every Ultra Ball is one name for the singleton rule: each is in the list (PAF 91), its row names that printing.
      await page.getByTestId('fits-search').fill('Ultra Ball');
      // ASC 213 and SLG 68 (another text, one name for the rule) are both marked, each row naming PAF 91.
      for (const id of ['me02.5-213', 'sm35-68'])
        await page
          .locator(`[data-testid="fits-result"][data-card-id="${id}"][data-in-list]`)
          .waitFor({ timeout: 60_000 });
      const balls = await page
        .locator('[data-testid="fits-result"]')
        .evaluateAll((r) => r.map((x) => [x.querySelector('strong')?.textContent, x.hasAttribute('data-in-list')]));
      expect(balls.filter(([name]) => String(name).startsWith('Ultra Ball')).every(([, held]) => held)).toBe(true);
      expect(await page.locator('[data-testid="fits-remove"][data-card-id="sm35-68"]').getAttribute('aria-label')).toBe(
        lang === 'es' ? 'Quitar una Ultra Ball PAF 91' : 'Remove one Ultra Ball PAF 91',
      );
      // A Trainer added: the list's own header words count it.
      await page.getByTestId('fits-category').selectOption('trainer');
      await page.getByTestId('fits-search').fill('Ball');
      const card = page.locator('[data-testid="fits-result"]:not([data-in-list])').first();
      await card.waitFor({ timeout: 60_000 });
      await card.click();
      await verdictIs(page, 'false');
      const box = await page.getByTestId('deck-input').inputValue();
      expect(box).toContain(lang === 'es' ? 'Cartas totales: 101' : 'Total Cards: 101');
      expect(box).toContain(lang === 'es' ? 'Treinador: 41' : 'Trainer: 41');
      expect(box).not.toMatch(/^(Trainer|Entrenador): 1$/m);
      await context.close();
    }, 300_000);

  for (const lang of ['en', 'es'])
    it(`${lang}, 360×740: a saved deck survives a reload; listed with verdict and Totem, renamed in place, backed up, restored, deleted`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
      const page = await context.newPage();
      const bare = `${opened.site.url}?lang=${lang}`;
      await page.goto(bare);
      await page.getByTestId('deck-input').fill(DECK);
      await page.getByTestId('check').click();
      await verdictIs(page, 'true');
      expect(await page.getByTestId('save-deck').innerText()).toBe(lang === 'es' ? 'Guardar mazo' : 'Save deck');
      await page.getByTestId('save-deck').click();
      await page.locator('#status', { hasText: 'Charizard ex' }).waitFor({ timeout: 30_000 });

      // A new visit (no link in the address) opens on the last deck, checked.
      await page.goto(bare);
      await verdictIs(page, 'true');
      expect(await page.getByTestId('deck-input').inputValue()).toBe(DECK);
      await page.getByTestId('saved-decks-open').click();
      const row = page.getByTestId('saved-deck');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.getAttribute('data-valid')).toBe('true');
      expect(await row.innerText()).toContain('Charizard ex');
      expect(await row.innerText()).toContain(lang === 'es' ? '✔ válido' : '✔ valid');

      // Renamed in place (no dialog), then kept.
      await row.getByTestId('saved-deck-rename').click();
      await page.getByTestId('saved-deck-name').fill('Game night');
      await page.getByTestId('saved-deck-name').press('Enter');
      await page.getByTestId('saved-deck').filter({ hasText: 'Game night' }).waitFor();

      // The backup file holds the deck; deleted, then restored from it.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('saved-decks-export').click(),
      ]);
      const file = (await download.path())!;
      const backup = JSON.parse(readFileSync(file, 'utf8')) as { decks: { name: string; text: string }[] };
      expect(backup.decks.map((d) => [d.name, d.text])).toEqual([['Game night', DECK]]);
      await page.getByTestId('saved-deck-delete').click();
      await expect.poll(() => page.getByTestId('saved-deck').count()).toBe(0);
      await page.getByTestId('saved-decks-import').setInputFiles(file);
      await page.getByTestId('saved-deck').filter({ hasText: 'Game night' }).waitFor();

      await page.reload();
      await page.getByTestId('saved-decks-open').click();
      await page.getByTestId('saved-deck').filter({ hasText: 'Game night' }).waitFor();
      await context.close();
    }, 300_000);

  for (const lang of ['en', 'es'])
    it(`${lang}, 360×740: a pod of 4 decks has no sideways scroll; names, identity, Prize cards; own and saved decks join in a tap`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('deck-input').fill(DECK);
      await page.getByTestId('check').click();
      await verdictIs(page, 'true');
      await page.getByTestId('save-deck').click();
      await page.locator('#status', { hasText: 'Charizard ex' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('pod-open').click();
      await page.getByTestId('pod-add-current').click();
      await page.getByTestId('pod-add-saved').first().click();
      const link = (file: string) =>
        `${opened.site.url}#list=${compressToEncodedURIComponent(readFileSync(join(ROOT, file), 'utf8'))}`;
      const box = await page.getByTestId('pod-input').inputValue();
      await page
        .getByTestId('pod-input')
        .fill(
          `${box}\nAna: ${link('examples/decks/dragapult-ex-invalid.txt')}\nBo ${link('examples/decks/kyogre-groudon-legend.txt')}`,
        );
      await page.getByTestId('pod-check').click();
      await page.getByTestId('pod-table').waitFor({ timeout: 120_000 });
      const rows = await page
        .getByTestId('pod-deck')
        .evaluateAll((trs) =>
          trs.map((tr) =>
            Array.from((tr as unknown as { children: ArrayLike<{ textContent: string | null }> }).children).map(
              (c) => c.textContent ?? '',
            ),
          ),
        );
      expect(rows.map((r) => [r[1], r[2]])).toEqual([
        [lang === 'es' ? 'Yo' : 'Me', 'Charizard ex'],
        ['Charizard ex', 'Charizard ex'],
        ['Ana', 'Dragapult ex'],
        ['Bo', 'Kyogre & Groudon LEGEND'],
      ]);
      // Identity and Prize cards as `totem pod` gives them, on every row.
      for (const r of rows) {
        expect(r[4]).not.toBe('—');
        expect(r[5]).toMatch(/^\d$/);
      }
      const widths = await page.getByTestId('pod-table').evaluate((table) => {
        const region = table.parentElement!;
        const root = table.ownerDocument.documentElement;
        return [region.scrollWidth, region.clientWidth, root.scrollWidth, root.clientWidth];
      });
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      expect(widths[2]).toBeLessThanOrEqual(widths[3]!);
      await context.close();
    }, 300_000);

  it('at 1,280 px cards that fit is a column beside the list, open; a shared link opens on the verdict', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${opened.site.url}?lang=en`);
    await page.getByTestId('deck-input').fill(DECK);
    await page.getByTestId('check').click();
    await verdictIs(page, 'true');
    const list = (await page.getByTestId('deck-input').boundingBox())!;
    const fits = (await page.getByTestId('fits').boundingBox())!;
    expect(fits.x).toBeGreaterThanOrEqual(list.x + list.width);
    expect(await page.getByTestId('fits-open').isVisible()).toBe(false);

    const link = page.url();
    expect(link).toContain('#');
    const shared = await context.newPage();
    await shared.setViewportSize({ width: 360, height: 740 });
    await shared.goto(link);
    await verdictIs(shared, 'true');
    await shared.waitForFunction(() => (globalThis as unknown as Doc).document.activeElement?.id === 'verdict-title');
    const title = (await shared.locator('#verdict-title').boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(0);
    expect(title.y + title.height).toBeLessThan(740);
    await context.close();
  }, 300_000);
});
