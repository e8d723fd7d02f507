import { join } from 'node:path';
import { browserInputs, inPage } from '../helpers/browser-bundle.js';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';
import type { DeckReport, Report } from '../../src/model/report.js';
import { readFileSync, readdirSync } from 'node:fs';

it('the browser entry bundles with esbuild --platform=browser and reaches no Node built-in, fs or store', async () => {
  // A `node:` import (or fs, path) anywhere below the entry makes this build fail outright.
  const { inputs, external } = await browserInputs('src/lib/browser.ts');
  expect(inputs.filter((i) => /src\/build\/|src\/cards\/(cache|open)|src\/commands\/session/.test(i))).toEqual([]);
  expect(external).toEqual([]);
});

/** The browser core bundled for a page and run with a page's globals, not Node's. */
const pageCore = () => inPage<typeof import('../../src/lib/browser.js')>(['src/lib/browser.ts']);

describeWithData('the browser core over a CardSource', () => {
  it('gives every example deck the report the CLI gives, in a context without Node (no process, require or fs)', async () => {
    const api = await pageCore();

    // The caller's cards: here, those of the dataset's store, handed over as plain objects.
    const { store } = realLookup();
    const cards = { sets: () => store.sets(), cards: () => store.allCards() };
    const cli = JSON.parse(totem(['check', 'examples/decks', '--format', 'json']).stdout) as Report;
    const decks = readdirSync(join(ROOT, 'examples/decks')).filter((f) => /\.(txt|json)$/.test(f));
    expect(decks.length).toBe(cli.decks.length);
    try {
      for (const deck of cli.decks) {
        const text = readFileSync(join(ROOT, deck.file), 'utf8');
        const report: DeckReport = await api.checkDeck(text, { cards, file: deck.file });
        expect(JSON.parse(JSON.stringify(report))).toEqual(deck);
      }
      const spanish = await api.checkDeck(readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8'), {
        cards,
        lang: 'es',
      });
      expect(spanish.valid).toBe(true);
      expect(spanish.totem?.stageName).toBe('Fase 2');
    } finally {
      store.close();
    }
  }, 240_000);

  it('stats() gives the object of `totem stats --format json`, in the search model too', async () => {
    const api = await pageCore();
    const { store } = realLookup();
    const cards = { sets: () => store.sets(), cards: () => store.allCards() };
    const file = 'examples/decks/charizard-ex.txt';
    const text = readFileSync(join(ROOT, file), 'utf8');
    try {
      const plain = JSON.parse(totem(['stats', file, '--format', 'json']).stdout) as Record<string, unknown>;
      expect(plain.openingHand).toBeTruthy();
      expect(JSON.parse(JSON.stringify(await api.stats(text, { cards, file })))).toEqual(plain);
      const args = ['stats', file, '--format', 'json', '--model', 'search', '--seed', '7', '--runs', '2000'];
      const search = JSON.parse(totem(args).stdout) as Record<string, unknown>;
      const options = { cards, file, model: 'search' as const, seed: 7, runs: 2000 };
      expect(JSON.parse(JSON.stringify(await api.stats(text, options)))).toEqual(search);
    } finally {
      store.close();
    }
  }, 240_000);
});
