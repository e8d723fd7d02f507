import { describe, expect, it } from 'vitest';
import { checkParsedDeck } from '../../src/check/run.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { TotemCandidate } from '../../src/model/candidates.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

async function candidates(text: string): Promise<{ list: TotemCandidate[]; rules: string[] }> {
  const { report } = await checkParsedDeck(parseTextDeck(text, 'deck.txt'), synthLookup(), { context: { bans: [] } });
  return { list: report.totemCandidates ?? [], rules: report.problems.map((p) => p.rule) };
}

/** The fields a row compares: which card, the verdict with it as Totem, its identity and cost. */
const row = (c: TotemCandidate) => [c.ids, c.valid, c.errors, c.firstRule, c.identity, c.invocationCost];

// Each case: a list, and the candidates it must get (best first), or none.
const CASES: { name: string; deck: string; want: ReturnType<typeof row>[] }[] = [
  {
    name: 'a Totem section: no candidates',
    deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']),
    want: [],
  },
  {
    name: 'a # totem: directive: no candidates',
    deck: `# totem: Blaze ex TST 1\n${deckText([], ['1 Blaze ex TST 1', '1 Flamey TST 11'])}`,
    want: [],
  },
  {
    name: 'no Pokémon that can be a Totem: none',
    deck: deckText([], ['1 Flamey TST 11', '1 Blazer TST 10']),
    want: [],
  },
  {
    name: 'a single candidate, valid with it as the Totem',
    deck: deckText([], ['1 Flamey TST 11', '1 Blaze ex TST 1']),
    want: [[['tst-1'], true, 0, null, ['Colorless', 'Darkness', 'Fire'], 4]],
  },
  {
    name: 'several: the valid one first, the other with its error count and first rule',
    // Zero ex (Water, Retreat 0): the Fire cards are outside its identity.
    deck: deckText([], ['1 Zero ex TST 2', '1 Flamey TST 11', '1 Blaze ex TST 1']),
    want: [
      // Blaze ex's one extra slot goes to the Water that Zero ex, now in the deck, needs.
      [['tst-1'], true, 0, null, ['Colorless', 'Darkness', 'Fire', 'Water'], 4],
      [['tst-2'], false, 3, 'type-identity', ['Water'], 1],
    ],
  },
  {
    name: 'a LEGEND split across two lines is one candidate with both halves',
    deck: deckText([], ['1 Duo LEGEND UD 87', '1 Drip TST 13', '1 Duo LEGEND UD 88'], {
      filler: 'Basic Water Energy TST 902',
    }),
    want: [[['hgss3-87', 'hgss3-88'], true, 0, null, ['Colorless', 'Fighting', 'Water'], null]],
  },
  {
    name: 'a V-UNION in four lines is one candidate with every piece',
    deck: deckText(
      [],
      [
        '1 Volt V-UNION PR-SW SWSH140',
        '1 Volt V-UNION PR-SW SWSH139',
        '1 Volt V-UNION PR-SW SWSH142',
        '1 Volt V-UNION PR-SW SWSH141',
        '1 Normie TST 15',
      ],
      { filler: 'Basic Lightning Energy TST 905' },
    ),
    want: [
      [
        ['swshp-SWSH139', 'swshp-SWSH140', 'swshp-SWSH141', 'swshp-SWSH142'],
        true,
        0,
        null,
        ['Colorless', 'Lightning'],
        null,
      ],
    ],
  },
];

describe('Totem candidates of a list with no Totem', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const { list, rules } = await candidates(c.deck);
      // invocationCost is compared only where the table gives one.
      expect(list.map(row).map((r, i) => (c.want[i]?.[5] === null ? [...r.slice(0, 5), null] : r))).toEqual(c.want);
      if (c.want.length) expect(rules).toContain('totem-missing');
    });
  }

  it('each candidate is the verdict check gives with it as --totem', async () => {
    const text = deckText([], ['1 Zero ex TST 2', '1 Flamey TST 11', '1 Blaze ex TST 1']);
    const { list } = await candidates(text);
    for (const c of list) {
      const { report } = await checkParsedDeck(parseTextDeck(text, 'deck.txt'), synthLookup(), {
        context: { bans: [] },
        totem: {
          card: { name: c.name, set: c.set, number: c.number, text: `${c.name} ${c.set} ${c.number}` },
          line: null,
        },
      });
      expect([report.valid, report.problems.filter((p) => p.severity === 'error').length]).toEqual([c.valid, c.errors]);
      expect(report.totemCandidates).toEqual([]);
    }
  });
});
