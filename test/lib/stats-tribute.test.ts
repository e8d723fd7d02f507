import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData, realLookup } from '../helpers/dataset.js';
import { stats } from '../../src/lib/index.js';
import * as browser from '../../src/lib/browser.js';

const FILE = 'examples/decks/charizard-ex.txt';
const TEXT = readFileSync(join(ROOT, FILE), 'utf8');
const cli = (...args: string[]) =>
  JSON.parse(totem(['stats', FILE, '--format', 'json', '--offline', ...args]).stdout) as Record<string, unknown>;

describeWithData('library stats(text, { variant })', () => {
  it('Node: { variant: "tribute" } is `totem stats --variant tribute --format json`; a wrong one is a usage error', async () => {
    const options = { dataDirs: [DATA_DIR], offline: true, config: false as const, file: FILE };
    const tribute = await stats(TEXT, { ...options, variant: 'tribute' });
    expect(tribute).toMatchObject({ variant: 'tribute', openingHand: { drawn: 17, kept: 7 }, prizes: { count: 10 } });
    expect(JSON.parse(JSON.stringify(tribute))).toEqual(cli('--variant', 'tribute'));
    expect(await stats(TEXT, options)).toMatchObject({ variant: 'standard' });
    await expect(stats(TEXT, { ...options, variant: 'house' as 'tribute' })).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('variant'),
    });
    await expect(stats(TEXT, { ...options, variant: 'tribute', model: 'search' })).rejects.toMatchObject({
      exitCode: 2,
    });
  });

  it('browser: the same object over a CardSource', async () => {
    const { store } = realLookup();
    const cards = { sets: () => store.sets(), cards: () => store.allCards() };
    const tribute = await browser.stats(TEXT, { cards, file: FILE, variant: 'tribute', lang: 'es' });
    expect(JSON.parse(JSON.stringify(tribute))).toEqual(cli('--variant', 'tribute', '--lang', 'es'));
  }, 120_000);
});
