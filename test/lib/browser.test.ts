import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';
import type { DeckReport, Report } from '../../src/model/report.js';
import { readFileSync, readdirSync } from 'node:fs';

const ENTRY = join(ROOT, 'src/lib/browser.ts');

it('the browser entry bundles with esbuild --platform=browser and reaches no Node built-in, fs or store', async () => {
  // A `node:` import (or fs, path) anywhere below the entry makes this build fail outright.
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((i) => /src\/build\/|src\/cards\/(cache|open)|src\/commands\/session/.test(i))).toEqual([]);
  for (const output of Object.values(result.metafile.outputs))
    expect(output.imports.filter((i) => i.external).map((i) => i.path)).toEqual([]);
});

/** The browser core bundled for a page and run with a page's globals, not Node's: any use of process, require,
 * Buffer or the file system fails. */
async function pageCore(): Promise<typeof import('../../src/lib/browser.js')> {
  const bundle = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'totem',
    write: false,
    logLevel: 'silent',
  });
  const page: Record<string, unknown> = { TextEncoder, TextDecoder, URL, console };
  runInNewContext(bundle.outputFiles[0]!.text, page);
  return page.totem as typeof import('../../src/lib/browser.js');
}

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
