import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkParsedDeck } from '../../src/check/run.js';
import { parseDeck } from '../../src/parse/index.js';
import {
  CORPUS_DIR,
  cardLinesOf,
  corpusFiles,
  failureTable,
  percent,
  sourceTable,
  summarize,
  type FileResult,
} from '../../scripts/corpus-measure.js';
import { DATA_DIR, SHARED_CACHE, describeWithData, realLookup } from '../helpers/dataset.js';
import { TCGDEX_DIR, describeWithTcgdex } from '../helpers/tcgdex.js';
import { openCardSource } from '../../src/cards/open.js';
import { openDirsPack } from '../../src/packer/index.js';
import type { CardLookup } from '../../src/cards/lookup/lookup.js';
import { allCards } from '../../src/model/resolved.js';

/**
 * The share of card lines in the published lists (test/fixtures/real-lists/) that must resolve to one card, on
 * pokemon-tcg-data alone: 3029 of 3463 lines (87.47%) when this was set, from 78.7% before the reader learnt the
 * lists' shapes. Of the 434 lines left, 405 are not the reader's to fix: names printed in Chinese, Spanish or
 * Portuguese (344) and sets or promos newer than the data (ASC, POR, MEP, CRI, PBL, PR-SV 166+: 61). They come
 * with the second card source (TCGdex); the target is then 97. The other 29 are published mistakes that must stay
 * errors (a name that is not its printing's card), names without a set that several Pokémon share, typos.
 * With the old-era forms, Energy pseudo-sets and names in unread scripts read (issue 24), and a published Haymaker
 * list in the old-era form added: 3049 of 3477 (87.7%). With four PTCGO exports of issue 24's forms added (Mew-EX LTR
 * 139 and Kirlia LTR 124 in the Radiant Collection's continued numbering, Zorua SUM 83, "Fairy Energy Energy XY 9",
 * XYEnergy, lines commented out as "## * 1 Aipom PR-SM 244"), all 95 of their card lines read: 3144 of 3572 (88.0%).
 */
const THRESHOLD = 87.9;

/**
 * With TCGdex as a second data dir (2026 sets, names in six languages): 3137 of 3463 (90.6%). 290 of the 326
 * lines left are the ptcg-tw-sim lists' names in Chinese with no set code: no card data this tool reads has Chinese
 * names (the TCGdex snapshot leaves out its Asian data), and without a set and number nothing identifies the card.
 * Of every other line, 98.9% resolve (target 97). With issue 24's reader forms: 3151 of 3477 (90.6%); with the
 * four PTCGO exports of those forms added: 3246 of 3572 (90.9%), and 3246 of 3282 (98.9%) outside ptcg-tw-sim.
 */
const THRESHOLD_BOTH = 90.8;
const THRESHOLD_READABLE = 98.5;

async function measure(lookup: CardLookup) {
  const results: FileResult[] = [];
  for (const f of corpusFiles()) {
    const bytes = readFileSync(f.path);
    const parsed = await parseDeck(bytes, f.path);
    const { deck } = await checkParsedDeck(parsed, lookup, { context: { bans: [] } });
    results.push({ source: f.source, file: f.file, lines: cardLinesOf(parsed, deck, bytes.toString('utf8')) });
  }
  return results;
}

describeWithData('published decklists (test/fixtures/real-lists)', () => {
  describeWithTcgdex('with pokemon-tcg-data and TCGdex', () => {
    it(`resolve at least ${THRESHOLD_BOTH}% of all card lines, ${THRESHOLD_READABLE}% outside the Chinese-only lists`, async () => {
      const source = await openCardSource({
        dataDirs: [DATA_DIR, TCGDEX_DIR],
        offline: true,
        cacheDir: SHARED_CACHE,
        openDataDirPack: openDirsPack,
      });
      try {
        const results = await measure(source.lookup);
        const summary = summarize(results);
        console.log(`\n[both data dirs]\n${sourceTable(summary)}\n\n${failureTable(results, 2)}\n`);
        expect(percent(summary.total)).toBeGreaterThanOrEqual(THRESHOLD_BOTH);
        const readable = summarize(results.filter((r) => r.source !== 'ptcg-tw-sim'));
        expect(percent(readable.total)).toBeGreaterThanOrEqual(THRESHOLD_READABLE);
      } finally {
        source.close();
      }
    }, 240_000);
  });

  // Issue 24 item 7's forms as the published PTCGO exports write them: each line is the printing it names (a number
  // Legendary Treasures has itself, Woobat LTR 64, stays that set's card).
  const FORMS: [file: string, line: number, text: string, id: string, note?: string][] = [
    ['delfoxav-ptcgo-decklist-exporter/zoroark-gardevoir.txt', 6, 'Zorua SUM 83', 'smp-SM83', 'promo-printing'],
    ['delfoxav-ptcgo-decklist-exporter/zoroark-gardevoir.txt', 11, 'Mew-EX LTR 139', 'bw11-RC24'],
    ['jonathan-meyer-ptcgo-parser/mental-might.txt', 13, 'Kirlia LTR 124', 'bw11-RC9'],
    ['jonathan-meyer-ptcgo-parser/mental-might.txt', 12, 'Woobat LTR 64', 'bw11-64'],
  ];
  it.each(FORMS)('%s line %i: "%s" is %s', async (file, line, text, id, note) => {
    const path = join(CORPUS_DIR, file);
    const parsed = await parseDeck(readFileSync(path), path);
    const { deck } = await checkParsedDeck(parsed, realLookup(), { context: { bans: [] } });
    const card = allCards(deck).find((c) => c.line === line);
    expect(card?.entry.text).toContain(text);
    expect(card?.card?.id).toBe(id);
    if (note) expect(deck.notes).toContainEqual(expect.objectContaining({ id: note, line }));
  });

  it('reads the published PTCGO basic Energy spellings ("Energy XY", XYEnergy) as basic Energy of their type', async () => {
    const lines: [file: string, line: number, name: string][] = [
      ['delfoxav-ptcgo-decklist-exporter/zoroark-gardevoir.txt', 34, 'Fairy Energy'],
      ['jonathan-meyer-ptcgo-parser/hidden-depths.txt', 35, 'Water Energy'],
      ['jonathan-meyer-ptcgo-parser/promo-deck.txt', 32, 'Fairy Energy'],
      ['jonathan-meyer-ptcgo-parser/promo-deck.txt', 35, 'Darkness Energy'],
    ];
    for (const [file, line, name] of lines) {
      const path = join(CORPUS_DIR, file);
      const parsed = await parseDeck(readFileSync(path), path);
      const { deck } = await checkParsedDeck(parsed, realLookup(), { context: { bans: [] } });
      const card = allCards(deck).find((c) => c.line === line)?.card;
      // The card's name as its set prints it: "Water Energy" or "Basic Water Energy".
      expect([file, line, card?.name.replace(/^Basic /, ''), card?.energyKind]).toEqual([file, line, name, 'basic']);
    }
  });

  it('keeps the published "## * 1 Aipom PR-SM 244" lines as comments, not cards or problems', async () => {
    const path = join(CORPUS_DIR, 'jonathan-meyer-ptcgo-parser/promo-deck.txt');
    const parsed = await parseDeck(readFileSync(path), path);
    expect(parsed.issues).toEqual([]);
    expect(parsed.kept?.map((k) => k.text)).toEqual([
      '## * 1 Aipom PR-SM 244',
      '## * 1 Alolan Sandslash-GX PR-SM 236',
      '## * 1 Champions Festival RSP 06',
      "## * 1 Maxie's Hidden Ball Trick RSP 01",
    ]);
    expect(parsed.entries.some((e) => e.text.includes('Aipom'))).toBe(false);
  });

  it(`resolve at least ${THRESHOLD}% of their card lines with pokemon-tcg-data alone`, async () => {
    const lookup = realLookup();
    const results = await measure(lookup);
    const summary = summarize(results);
    console.log(`\n${sourceTable(summary)}\n\n${failureTable(results, 2)}\n`);
    expect(summary.total.lines).toBeGreaterThan(3000);
    expect(percent(summary.total)).toBeGreaterThanOrEqual(THRESHOLD);
  });
});
