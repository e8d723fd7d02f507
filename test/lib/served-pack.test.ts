import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { SHARED_PACK, describeWithData, readSetFile, setFileOf } from '../helpers/dataset.js';
import { describeWithTcgdex } from '../helpers/tcgdex.js';
import { analyzeDeck, checkDeck, CardSetsUnavailableError, openCardPack } from '../../src/lib/browser.js';
import type { Report } from '../../src/model/report.js';

const EXAMPLES = ['examples/decks', 'examples/2026', 'examples/es'];

/** The pack as a page gets it: every file through an asynchronous loader (here the disk; there fetch). */
const served = (counted: string[] = []) =>
  openCardPack(async (path) => {
    counted.push(path);
    return new Uint8Array(await readFile(join(SHARED_PACK, path)));
  });

describeWithData('the browser core over a served card pack (the page)', () => {
  describeWithTcgdex('built from both datasets', () => {
    it('checkDeck and analyzeDeck on a pack loaded set by set give every example deck the CLI report from that pack', async () => {
      const cli = totem(['check', ...EXAMPLES, '--format', 'json', '--offline'], {
        data: false,
        env: { TOTEM_PACK_DIR: SHARED_PACK },
      });
      const decks = (JSON.parse(cli.stdout) as Report).decks;
      expect(decks.length).toBeGreaterThanOrEqual(8);
      for (const deck of decks) {
        const text = readFileSync(join(ROOT, deck.file));
        const loads: string[] = [];
        // A pack per deck: what one deck needs is loaded for it alone.
        const report = await checkDeck(text, { cards: await served(loads), file: deck.file });
        expect(JSON.parse(JSON.stringify(report)), deck.file).toEqual(deck);
        const analysis = await analyzeDeck(text, { cards: await served(), file: deck.file });
        expect(JSON.parse(JSON.stringify(analysis.report)), deck.file).toEqual(deck);
        expect(analysis.sets.length).toBe(new Set(analysis.sets).size);
        // A valid list loads only the sets it names: far fewer than the pack's 200 (an unknown line's suggestions
        // may look further).
        if (deck.valid) expect(loads.length, deck.file).toBeLessThan(60);
        if (deck.valid) expect(analysis.cards.length, deck.file).toBeGreaterThan(20);
      }
    }, 300_000);

    it('a set file edited where the page keeps it (its Cache Storage, a proxy) is a message naming it, no verdict', async () => {
      // What the service worker's cache would hand back for sets/sv3.jsonl (packed, as the page keeps it): three
      // cards edited, counts kept.
      const edited = readSetFile(join(SHARED_PACK, 'sets/sv3.jsonl'));
      for (const card of edited.cards.slice(0, 3)) card.types = ['Psychic'];
      const cached = gzipSync(setFileOf(edited), { level: 9 });
      const pack = await openCardPack(async (path) =>
        path === 'sets/sv3.jsonl' ? new Uint8Array(cached) : new Uint8Array(await readFile(join(SHARED_PACK, path))),
      );
      const text = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'));
      const failure = await checkDeck(text, { cards: pack }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CardSetsUnavailableError);
      expect((failure as Error).message).toMatch(
        /sets\/sv3\.jsonl (does not match its digest in index\.json|inflates past)/,
      );
      expect((failure as CardSetsUnavailableError).exitCode).toBe(2);
    }, 60_000);

    it('a line of an announced set newer than the pack (DLR, 30C) is unverified naming the set and its date, not an unknown-card error', async () => {
      const text = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8').replace(
        /\n/,
        '\n1 Mega Rayquaza ex DLR 84\n1 Mew ex 30C 66\n',
      );
      for (const lang of ['en', 'es'] as const) {
        const report = await checkDeck(text, { cards: await served(), lang });
        expect(report.valid).toBeNull();
        expect(report.problems.filter((p) => p.rule === 'unknown-card')).toEqual([]);
        expect(report.unverified?.map((u) => u.text)).toEqual(['Mega Rayquaza ex DLR 84', 'Mew ex 30C 66']);
        expect(report.unverified?.[0]?.message).toContain('Delta Reign (DLR)');
        expect(report.unverified?.[0]?.message).toContain('2026-11-06');
        expect(report.unverified?.[1]?.message).toContain('30th Celebration (30C)');
        // In a page's words: no command to run.
        expect(report.unverified?.[0]?.message).toContain(
          lang === 'en' ? 'reload the page' : 'vuelve a cargar la página',
        );
        expect(report.unverified?.[0]?.message).not.toContain('totem');
      }
    }, 60_000);

    it('a set that cannot be fetched is CardSetsUnavailableError naming it, never a verdict', async () => {
      const pack = await openCardPack(async (path) => {
        // The pack opened (its index and lookup tables), then the network went: no set file comes.
        if (path.startsWith('sets/')) throw new Error('offline');
        return new Uint8Array(await readFile(join(SHARED_PACK, path)));
      });
      const text = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'));
      const failure = await checkDeck(text, { cards: pack }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CardSetsUnavailableError);
      expect((failure as CardSetsUnavailableError).sets.length).toBeGreaterThan(0);
      expect((failure as CardSetsUnavailableError).exitCode).toBe(2);
    }, 60_000);
  });
});
