import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { openPackDir } from '../../src/cards/pack/node.js';
import { SearchIndex } from '../../src/derive/search-index.js';
import { IndexedHit, versionsMatching } from '../../src/derive/search-versions.js';
import {
  cardFindings,
  fitFindings,
  fitSubject,
  indexVerdicts,
  limitsOf,
  type FitContext,
} from '../../src/commands/cards/fit-verdict.js';
import { fitsTotem } from '../../src/commands/cards/fits.js';
import { fitClassOf } from '../../src/derive/search-card.js';
import { ENGLISH } from '../../src/model/render-message.js';
import type { BanEntry } from '../../src/model/rule.js';
import { SHARED_PACK } from '../helpers/dataset.js';

// The search index's fit classes (src/derive/search-index.ts) over the whole pack of both datasets: a search
// decides the verdict key once per class, on the class's first card, and the verdict once per key. Here every
// version is judged alone too, and the two must agree — for Totems of one type, of two (a LEGEND), and with bans
// by name and by id. And a search of the whole pack, which reads its verdicts from the index's columns
// (indexVerdicts: one per fit class, shared by the versions nothing ties to the Totem or a ban), must give each
// version what fitFindings gives it — also for a Totem in a limit (Radiant).

const HAS_PACK = existsSync(join(SHARED_PACK, 'index.json'));
if (!HAS_PACK)
  console.warn(
    `\n[totem tests] the card pack of both datasets is not at ${SHARED_PACK}: the fit-class tests over the whole pack are SKIPPED. Set TOTEM_DATA_DIR and TOTEM_TCGDEX_DIR so the global setup builds it.\n`,
  );

const TOTEMS = ['Mega Gardevoir ex MEG 60', 'Charizard ex OBF 125', 'Kyogre & Groudon LEGEND UD 87'];
const INDEX_TOTEMS = ['Mega Gardevoir ex MEG 60', 'Kyogre & Groudon LEGEND UD 87', 'Radiant Charizard CRZ 20'];
const BANS: BanEntry[] = [
  { name: 'Ultra Ball', source: 'test' },
  { id: 'sv3-125', source: 'test' },
];

/** The pack, its lookup and a fresh fit context for a Totem (a context fills its tables as a search goes). */
async function fitsOf(input: string) {
  const pack = await openPackDir(SHARED_PACK);
  const lookup = new CardLookup(pack);
  const { cards } = await fitsTotem({ lookup, locale: ENGLISH }, input, null);
  const context = (): FitContext => ({
    totem: cards,
    declared: null,
    context: { bans: BANS },
    settings: {},
    normalStage: (s) => lookup.normalStage(s),
  });
  return { pack, context };
}

(HAS_PACK ? describe : describe.skip)('fit classes over the whole pack', () => {
  it('each version’s class is its search card’s', async () => {
    const pack = await openPackDir(SHARED_PACK);
    const index = pack.searchIndex(SearchIndex.open)!;
    for (let i = 0; i < index.length; i++)
      expect(index.classes[index.fitClass(i)], index.id(i)).toEqual(fitClassOf(index.version(i).card));
  });

  it.each(TOTEMS)(
    'the verdict and limits by class equal each card’s own, for every version (Totem %s)',
    async (input) => {
      const { pack, context } = await fitsOf(input);
      const shared = context();
      const alone = context();
      let listed = 0;
      for (const hit of versionsMatching(pack, '')) {
        const card = hit.card;
        const verdict = fitFindings(shared, hit.fit!);
        expect(verdict, card.id).toEqual(cardFindings(alone, card));
        if (verdict.rules.length) continue;
        listed++;
        expect(limitsOf(shared, hit.fit!), card.id).toEqual(limitsOf(context(), fitSubject(card)));
      }
      expect(listed).toBeGreaterThan(1000);
    },
    120_000,
  );

  it.each(INDEX_TOTEMS)(
    'verdicts read from the index’s columns equal fitFindings for every version (Totem %s)',
    async (input) => {
      const { pack, context } = await fitsOf(input);
      const index = pack.searchIndex(SearchIndex.open)!;
      const verdictOf = indexVerdicts(context(), index, (i) => new IndexedHit(index, i));
      const alone = context();
      const rules = new Set<string>();
      for (let i = 0; i < index.length; i++) {
        const verdict = verdictOf(i);
        expect(verdict, index.id(i)).toEqual(fitFindings(alone, new IndexedHit(index, i)));
        verdict.rules.forEach((r) => rules.add(r));
      }
      // Tied versions and bans were met: a second copy of the Totem's card, a banned card.
      expect(rules).toContain('banned');
      expect([...rules].some((r) => r === 'singleton' || r === 'identical-pokemon')).toBe(true);
    },
    120_000,
  );
});
