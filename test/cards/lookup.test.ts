import { expect, it } from 'vitest';
import { groupByFingerprint } from '../../src/model/versions.js';
import { parseCardText } from '../../src/parse/card-text.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

type Expect = string | { status: 'unknown' | 'ambiguous'; suggestion?: string };

/** Real decklist lines (PTCGL, Limitless, chat) → the card id they mean. */
const LINES: [string, Expect][] = [
  ['Charizard ex OBF 125', 'sv3-125'],
  ['Charmander MEW 4', 'sv3pt5-4'],
  ['Arven SVI 166', 'sv1-166'],
  ['Iono PAL 185 PH', 'sv2-185'],
  ['Boss’s Orders PAL 172', 'sv2-172'],
  ["Boss's Orders (Ghetsis) PAL 172", 'sv2-172'],
  ['sv3-125', 'sv3-125'],
  ['Dragapult ex TWM 130', 'sv6-130'],
  ['Pidgeot ex OBF 164', 'sv3-164'],
  // promo codes, with and without their number prefix, with zero padding
  ['Pikachu V-UNION PR-SW SWSH139', 'swshp-SWSH139'],
  ['Pikachu V-UNION PR-SW 139', 'swshp-SWSH139'],
  ['Pikachu PR-SW 020', 'swshp-SWSH020'],
  ['Pikachu PR-SW SWSH20', 'swshp-SWSH020'],
  ['Pikachu with Grey Felt Hat PR-SV 85', 'svp-85'],
  ['Pikachu with Grey Felt Hat SVP 85', 'svp-85'],
  ['Absol-EX PR-XY XY62', 'xyp-XY62'],
  ['Arceus LV.X PR-DPP DP56', 'dpp-DP56'],
  // subsets sharing their parent's code, told apart by number prefix or a -TG code
  ['Arceus VSTAR CRZ GG70', 'swsh12pt5gg-GG70'],
  ['Zekrom BRS TG05', 'swsh9tg-TG05'],
  ['Zekrom BRS TG5', 'swsh9tg-TG05'],
  ['Pikachu LOR-TG 5', 'swsh11tg-TG05'],
  ['Charizard VMAX SHF SV107', 'swsh45sv-SV107'],
  ['Charizard-GX HIF SV49', 'sma-SV49'],
  // sets without a PTCGO code, by set id
  ['Lapras mcd19 5', 'mcd19-5'],
  ['Charizard ex sv3 125', 'sv3-125'],
  // Celebrations Classic Collection: one code + number, several cards; the name decides
  ['Venusaur CEL 15', 'cel25c-15_A1'],
  ['Here Comes Team Rocket! CEL 15', 'cel25c-15_A2'],
  ['Claydol CEL 15', 'cel25c-15_A4'],
  // basic Energy spellings
  ['Basic {R} Energy SVE 2', 'sve-2'],
  ['Basic {P} Energy Energy 5', 'sv3pt5-207'],
  ['Basic Fire Energy', 'sv3-230'],
  ['Fire Energy', 'sv3-230'],
  ['Basic {R} Energy', 'sv3-230'],
  ['Darkness Energy', 'sv6pt5-98'],
  // name-only lines
  ['Jet Energy', 'sv8-252'],
  ["Professor's Research", 'zsv10pt5-85'],
  ['Pokemon Catcher', 'sv1-187'],
  ['Lysandre ◇', 'sm6-110'],
  ['Lysandre Prism Star', 'sm6-110'],
  ['Kyogre & Groudon LEGEND UD 87', 'hgss3-87'],
  ['Team Rocket’s Mewtwo ex DRI 81', 'sv10-81'],
  ['M Venusaur-EX XY 2', 'xy1-2'],
  // numbers that are words or symbols
  ['Alph Lithograph UL TWO', 'hgss2-TWO'],
  ['Unown UF M', 'ex10-M'],
  ['Unown UF ?', 'ex10-?'],
  // not found, with suggestions
  ['Chariz ex', { status: 'unknown', suggestion: 'Charizard ex' }],
  ["Profesor's Research", { status: 'unknown', suggestion: "Professor's Research" }],
  ['Arven SVI 167', { status: 'unknown', suggestion: 'Beach Court SVI 167' }],
  ['Charizard ex OBF 999', { status: 'unknown' }],
  ['Iono PALX 185', { status: 'unknown', suggestion: 'set code PAL' }],
  ['Pikachu', { status: 'ambiguous' }],
  ['Primal Groudon-EX', { status: 'ambiguous' }],
];

describeWithData('card lookup on the real dataset', () => {
  it.each(LINES)('%s', (line, expected) => {
    const lookup = realLookup();
    const text = parseCardText(line);
    const result = lookup.resolve({
      name: text.name || undefined,
      set: text.set,
      number: text.number,
      id: text.id,
      text: text.text,
    });
    if (typeof expected === 'string') {
      expect(result.status).toBe('found');
      expect(result.status === 'found' && result.card.id).toBe(expected);
    } else {
      expect(result.status).toBe(expected.status);
      if (expected.suggestion) expect(result.status === 'unknown' && result.suggestions).toContain(expected.suggestion);
    }
  });

  it('has at least 40 lines in its table', () => expect(LINES.length).toBeGreaterThanOrEqual(40));

  it('reprints and alternate arts share a fingerprint; different versions do not', () => {
    const { store } = realLookup();
    const fp = (id: string) => store.byId(id)!.fingerprint;
    expect(fp('swsh12pt5gg-GG70')).toBe(fp('swsh9-123')); // Arceus VSTAR alternate printing
    expect(fp('sv6-128')).toBe(fp('sv8pt5-71')); // Dreepy reprint
    expect(fp('sv3pt5-4')).toBe(fp('sv4pt5-7')); // Charmander MEW 4 reprinted in Paldean Fates
    expect(fp('sv3pt5-4')).not.toBe(fp('sv3-26')); // a different Charmander
    expect(fp('xy6-76')).not.toBe(fp('xy7-98')); // M Rayquaza-EX: different Ancient Trait
    expect(fp('swshp-SWSH215')).toBe(fp('swshp-SWSH287')); // V-UNION pieces carry identical data
  });

  it('groups Charizard ex printings into distinct versions', () => {
    const { store } = realLookup();
    const versions = groupByFingerprint(store.byName('charizard ex'));
    expect(versions.length).toBe(3); // OBF/PAF/promo Tera, MEW/promo, EX-era FireRed & LeafGreen
    const obf = versions.find((v) => v.some((c) => c.id === 'sv3-125'))!;
    expect(obf.map((c) => c.id)).toEqual(expect.arrayContaining(['sv3-223', 'sv4pt5-54', 'svp-56']));
  });

  it('Forbidden Light Dragon reprints are different cards', () => {
    const { store } = realLookup();
    const garchomp = store.byName('garchomp').filter((c) => c.types.includes('Dragon'));
    const others = store.byName('garchomp').filter((c) => !c.types.includes('Dragon'));
    expect(garchomp.length).toBeGreaterThan(0);
    for (const g of garchomp) for (const o of others) expect(g.fingerprint).not.toBe(o.fingerprint);
  });
});
