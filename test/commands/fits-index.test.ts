import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { openPackDir } from '../../src/cards/pack/node.js';
import { SearchIndex } from '../../src/derive/search-index.js';
import { IndexedHit } from '../../src/derive/search-versions.js';
import { fitFindings, indexVerdicts, type FitContext } from '../../src/commands/cards/fit-verdict.js';
import { fitsTotem } from '../../src/commands/cards/fits.js';
import { ENGLISH } from '../../src/model/render-message.js';
import type { BanEntry } from '../../src/model/rule.js';
import { SHARED_PACK } from '../helpers/dataset.js';

// A search of the whole pack reads its verdicts from the index's columns (indexVerdicts: one verdict per fit class,
// shared by the versions nothing ties to the Totem or a ban). Each must be what fitFindings gives that version —
// for Totems of one type, of two (a LEGEND), one in a limit (Radiant), with bans by name and by id.

const HAS_PACK = existsSync(join(SHARED_PACK, 'index.json'));
const TOTEMS = ['Mega Gardevoir ex MEG 60', 'Kyogre & Groudon LEGEND UD 87', 'Radiant Charizard CRZ 20'];
const BANS: BanEntry[] = [
  { name: 'Ultra Ball', source: 'test' },
  { id: 'sv3-125', source: 'test' },
];

(HAS_PACK ? describe : describe.skip)('verdicts read from the search index’s columns', () => {
  it.each(TOTEMS)(
    'equal fitFindings for every version (Totem %s)',
    async (input) => {
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
