import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { PACK_DIR, describePage, openSiteInChromium } from '../helpers/site.js';

// issue 42 item 4, the first verdict: the page's worker opens the card pack as the page starts, so a Check pressed
// at once waits for no index; and the site serves its set files slimmer than the CLI's pack (what no page reads of a
// card blanked), each under a digest of its own in the site's index, which the page's reader checks.

type Card = Record<string, unknown> & { attacks: { name: string; cost: string[]; text: string }[] };
const cardLines = (text: string): Card[] =>
  text
    .split('\n')
    .slice(2, -1)
    .map((line) => JSON.parse(line) as Card);

describePage('the page starts ready to check, from slimmer set files', () => {
  const opened = openSiteInChromium();

  it('the pack index and the two tables every check reads are fetched before any Check is pressed', async () => {
    const context = await opened.browser.newContext({ serviceWorkers: 'block' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const asked: string[] = [];
    context.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const page = await context.newPage();
    await page.goto(opened.site.url);
    const opening = ['/index.json', '/aliases.tsv', '/species.tsv'];
    await expect
      .poll(() => opening.every((file) => asked.some((path) => path.endsWith(file))), { timeout: 60_000 })
      .toBe(true);
    expect(asked.some((path) => path.includes('/sets/'))).toBe(false); // no set before a list names it
    expect(await page.getByTestId('verdict').count()).toBe(0);
    await context.close();
  }, 120_000);

  it("every served set file is the pack's with only the attacks' text, Weakness, Resistance, rarity and Ancient Trait blanked", () => {
    const folder = join(ROOT, 'web/dist/pack');
    const site = join(folder, readdirSync(folder)[0]!);
    const index = JSON.parse(readFileSync(join(site, 'index.json'), 'utf8')) as {
      sets: { file: string; digest: string; size: number }[];
    };
    let served = 0;
    let packed = 0;
    for (const entry of index.sets) {
      const text = gunzipSync(readFileSync(join(site, entry.file)));
      expect(text.length).toBe(entry.size);
      expect(`sha256-${createHash('sha256').update(text).digest('hex')}`).toBe(entry.digest);
      const original = readFileSync(join(PACK_DIR, entry.file), 'utf8');
      served += text.length;
      packed += original.length;
      const slim = cardLines(text.toString('utf8'));
      const full = cardLines(original);
      expect(slim.map((card) => card.id)).toEqual(full.map((card) => card.id));
      full.forEach((card, i) => {
        const blanked = {
          ...card,
          attacks: card.attacks.map((attack) => ({ ...attack, text: '' })),
          weaknesses: [],
          resistances: [],
          rarity: null,
          ancientTrait: null,
        };
        expect(slim[i]).toEqual(blanked);
      });
    }
    expect(served).toBeLessThan(packed * 0.95);
  }, 120_000);
});
