import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { DATA_DIR } from '../helpers/dataset.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';
import { checkDeck } from '../../src/lib/index.js';

// Issue 43 item 7 on the page: the Export menu, one export-<format> item a format, each a file check reads back.
const DECK = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const TOTEM = 'Charizard ex OBF 125';

/** The list a downloaded file holds, as lines `check` reads (a Tabletop Simulator deck: its cards, one a line). */
function listOf(to: string, file: string): string {
  if (to !== 'tts') return file;
  type Card = { Nickname: string; Description: string };
  const saved = JSON.parse(file) as { ObjectStates: [{ ContainedObjects: Card[] }, Card] };
  const [deck, totem] = saved.ObjectStates;
  return [totem, ...deck.ContainedObjects].map((c) => `1 ${c.Nickname} ${c.Description}`).join('\n');
}

describePage('export menu', () => {
  const opened = openSiteInChromium();

  it('at 360×740: each export-<format> item downloads a file; check reads each list back valid', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${opened.site.url}?lang=en`);
    await page.getByTestId('deck-input').fill(DECK);
    await page.getByTestId('check').click();
    await page.getByTestId('verdict').waitFor({ timeout: 90_000 });
    await page.getByTestId('export').locator('summary').click();
    for (const to of ['ptcgl', 'limitless', 'ptcg-sim', 'tts', 'totem-zone']) {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 90_000 }),
        page.getByTestId(`export-${to}`).click(),
      ]);
      const file = readFileSync((await download.path())!, 'utf8');
      if (to === 'totem-zone') {
        expect(file.match(/<figcaption>(.*?)<\/figcaption>/g)).toEqual([`<figcaption>1 ${TOTEM}</figcaption>`]);
        continue;
      }
      const report = await checkDeck(listOf(to, file), { dataDirs: [DATA_DIR], offline: true, totem: TOTEM });
      expect([to, report.valid, report.counts.total]).toEqual([to, true, 100]);
    }
    await context.close();
  });
});
