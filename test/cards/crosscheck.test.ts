import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataDirsReader } from '../../src/packer/data-dirs.js';
import { dataDirState } from '../../src/packer/data-dir-state.js';
import { overrideTable } from '../../src/packer/overrides.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { crosscheck, type CrosscheckRow, type Disagreement } from '../../src/check/crosscheck.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { describeWithTcgdex, TCGDEX_DIR } from '../helpers/tcgdex.js';

/**
 * Both card sources, imported once for this file (~10 s + ~20 s), compared fact by fact on every card both have
 * (`npm run crosscheck` writes the disagreements out; docs/card-sources.md explains the ones left). Every fact
 * must agree on at least 99.5% of the cards, and every correction in data/card-overrides.json must still apply.
 */

const TARGET = 0.995;
const percent = (r: CrosscheckRow): string => ((100 * r.agreeing) / Math.max(1, r.compared)).toFixed(2);

describeWithData('crosscheck: pokemon-tcg-data against TCGdex', () => {
  describeWithTcgdex('every derived fact, on every card both sources have', () => {
    let tmp = '';
    let ptcg: CardCache;
    let tcgdex: CardCache;
    const reports: { cards: number; issues: string[] }[] = [];
    let rows: CrosscheckRow[] = [];
    let disagreements: Disagreement[] = [];

    beforeAll(async () => {
      tmp = mkdtempSync(join(tmpdir(), 'totem-crosscheck-test-'));
      const read = await dataDirsReader();
      // Each dataset read whole, into a cache of its own.
      const load = (dir: string, name: string): CardCache => {
        const issues: string[] = [];
        const { sets, cards } = read([dataDirState(dir)], issues);
        const cache = new CardCache(join(tmp, name));
        cache.putCards(cards, sets);
        reports.push({ cards: cards.length, issues });
        return cache;
      };
      ptcg = load(DATA_DIR, 'pokemontcg');
      tcgdex = load(TCGDEX_DIR, 'tcgdex');
      ({ rows, disagreements } = crosscheck(ptcg, tcgdex));
      console.log(
        [
          `[crosscheck] pokemon-tcg-data ${reports[0]!.cards} cards, TCGdex ${reports[1]!.cards} cards`,
          '| fact | compared | agreeing | % |',
          '| --- | --- | --- | --- |',
          ...rows.map((r) => `| ${r.fact} | ${r.compared} | ${r.agreeing} | ${percent(r)} |`),
          `[crosscheck] ${disagreements.length} disagreements:`,
          ...disagreements.map((d) => `  ${d.id} ${d.name}: ${d.fact}: ${d.a} | ${d.b}`),
        ].join('\n'),
      );
    }, 180_000);

    afterAll(() => {
      ptcg?.close();
      tcgdex?.close();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });

    it('agrees on at least 99.5% of the cards for every fact', () => {
      expect(rows.map((r) => r.fact)).toEqual([
        'Totem eligibility',
        'stage value',
        'Invocation Cost',
        'identity types',
        'extra slots',
        'Prize cards',
        'singleton name',
        'Special Energy class',
        'same card as',
      ]);
      for (const r of rows) {
        expect(r.compared, r.fact).toBeGreaterThan(100);
        expect(r.agreeing / r.compared, `${r.fact}: ${percent(r)}%`).toBeGreaterThanOrEqual(TARGET);
      }
    });

    it('imports both without an issue: every override names an attack or Ability its card has', () => {
      expect(reports.flatMap((r) => r.issues)).toEqual([]);
    });

    it('every override names a card its source has', () => {
      const table = overrideTable();
      expect(Object.keys(table.tcgdex).filter((id) => !tcgdex.byId(id))).toEqual([]);
      expect(Object.keys(table.pokemontcg).filter((id) => !ptcg.byId(id))).toEqual([]);
    });
  });
});
