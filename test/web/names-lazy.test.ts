import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { describePage, openSiteInChromium } from '../helpers/site.js';

// issue 42 item 4: a list whose every line names its set code needs no name list before its verdict; the page
// reads `names.tsv` only when a line needs a name lookup (a name-only line, a did-you-mean), and judges the same.
const LIST = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const withLine = (line: string) => LIST.replace(/^1 Ultra Ball PAF 91$/m, line);

describePage('the page reads the name list only when a line needs it', () => {
  const opened = openSiteInChromium();

  it('no names.tsv before the first verdict of a list of printings; a name-only line and a typo judged right', async () => {
    const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const asked: string[] = [];
    context.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // A page for each list: its verdict is the only one on it.
    const check = async (list: string) => {
      const page = await context.newPage();
      await page.goto(opened.site.url);
      await page.getByTestId('deck-input').fill(list);
      await page.getByTestId('check').click();
      const verdict = page.getByTestId('verdict');
      await verdict.waitFor({ timeout: 90_000 });
      return { page, valid: await verdict.getAttribute('data-valid') };
    };

    expect((await check(LIST)).valid).toBe('true');
    const before = [...asked];
    expect(before.some((path) => path.endsWith('/index.json'))).toBe(true); // the pack was read, from this server
    expect(before.filter((path) => path.endsWith('names.tsv'))).toEqual([]);

    expect((await check(withLine('1 Ultra Ball'))).valid).toBe('true');
    expect(asked.filter((path) => path.endsWith('names.tsv')).length).toBeGreaterThan(0); // read when needed

    const typo = await check(withLine('1 Ultra Bal'));
    expect(typo.valid).toBe('false');
    const problem = typo.page.locator('[data-testid="problem"][data-rule="unknown-card"]');
    expect(await problem.count()).toBe(1);
    expect(await problem.innerText()).toContain('Ultra Ball');
    await context.close();
  }, 300_000);
});
