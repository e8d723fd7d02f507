import { expect, it } from 'vitest';
import { groupByFingerprint } from '../../src/model/versions.js';
import type { MessageValue } from '../../src/model/message.js';
import { parseCardText } from '../../src/parse/card-text.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

type Expect = string | { status: 'unknown' | 'ambiguous'; suggestion?: string; first?: string };

/** A suggestion as the English report shows it: text as is, a card as "Name SET NUMBER". */
function suggestionText(s: MessageValue): string {
  if (typeof s !== 'object') return String(s);
  return s.kind === 'card' ? [s.name, s.set, s.number].filter(Boolean).join(' ') : JSON.stringify(s);
}

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
  // pokemontcg.io ids after the name (ptcg-sim sample decks); the name must still be the card's
  ['Rare Candy hgss2-82', 'hgss2-82'],
  ['Pokémon Communication hgss1-98', 'hgss1-98'],
  ['Duskull dp7-SH2', 'dp7-SH2'],
  ['Regigigas dpp-DP40', 'dpp-DP40'],
  ['Uxie Lv.X dp6-146', 'dp6-146'],
  ['Unown G dp4-57', 'dp4-57'],
  ['Energy Gain pl1-116', 'pl1-116'],
  ['Rare Candy hgss1-98', { status: 'unknown', suggestion: 'Pokémon Communication HS 98' }],
  // basic Energy however it is written: the client's own numbers, pseudo-sets, unknown printings, the type alone
  ['Fire Energy 2', 'sv3-230'],
  ['Water Energy 3', 'sv2-279'],
  ['Psychic Energy 49', 'sv3pt5-207'],
  ['Basic {D} Energy MEE 7', 'sv6pt5-98'],
  ['Psychic Energy Base 5', 'sv3pt5-207'],
  ['Grass Energy SWSHEnergy 10', 'sv2-278'],
  ['Psychic Energy TK-AlolanRaichu 20', 'sv3pt5-207'],
  ['Basic {R} Energy SVALT 132', 'sv3-230'],
  ['Basic {M} Energy SVE 99', 'sv6pt5-99'],
  ['Metal Energy SSPJP 016', 'sv6pt5-99'],
  ['Dark', 'sv6pt5-98'],
  ['Lightning', 'sve-4'],
  ['Basic {R} Energy SVE 3', { status: 'unknown', suggestion: 'Basic Water Energy SVE 3' }],
  // spelling variants
  ['Heat Factory ♢ LOT 178', 'sm8-178'],
  ['Tapu Koko {*} TEU 51', 'sm9-51'],
  ['Battle Compressor PHF 92', 'xy4-92'],
  ['Battle Compressor', 'xy4-92'],
  ['Dedenne GX UNB 57', 'sm10-57'],
  ['Aggron-V BRS 96', 'swsh9-96'],
  ['Rayquaza & Deoxys-LEGEND UD 89', 'hgss3-89'],
  ['Unit Energy GRW UPR 137', 'sm5-137'],
  ['Blend Energy WLFM DRX 118', 'bw6-118'],
  ['Buddy Buddy Poffin TEF 144', 'sv5-144'],
  ['Darkrai EX DEX 63', 'bw5-63'],
  ['Double Colourless Energy', 'sm35-69'],
  ['Lanturn Prime', 'hgss2-86'],
  // subsets as clients number them, old and alternative codes
  ['Jirachi GEN 113', 'g1-RC13'],
  ['SHF 100', 'swsh45sv-SV027'],
  ['Inteleon SHF 100', 'swsh45sv-SV027'],
  ['Greedent SHF 100', { status: 'unknown', suggestion: 'Inteleon SHF SV027' }],
  ['Tapu Lele-GX HIF 163', 'sma-SV94'],
  ['Charizard-GX HIF SV49', 'sma-SV49'],
  ['Bibarel CRZ-GG 25', 'swsh12pt5gg-GG25'],
  ['N FAC 105', 'xy10-105'],
  ['Rare Candy P5 7', 'pop5-7'],
  ["Mr. Briney's Compassion P2 8", 'pop2-8'],
  // PTCGL's alternate-art buckets: the name decides, as on a line without a set
  ['Field Blower SMALT 44', 'sm2-125'],
  ['Latias ex SVALT 221', { status: 'ambiguous' }],
  // a set code in brackets, a printed number without a set, an attack in brackets: each narrows a name
  ['Charmander (OBF)', 'sv3-26'],
  ['gimmighoul 088/182', 'sv4-88'],
  ['Darkrai EX from DEX 63/108', 'bw5-63'],
  ['Tynamo #39 (Free Retreat)', 'bw3-39'],
  ['Marshadow (Reset Hole)', 'sm10-81'],
  ['Marshadow (Let Loose)', 'sm35-45'],
  // a written name that is not the printing's card stays an error naming both (real mistakes in published lists)
  ['Charizard ex TEF 54', { status: 'unknown', suggestion: 'Electivire TEF 54' }],
  ['Slateport City PAL 82', { status: 'unknown', suggestion: 'Kilowattrel PAL 82' }],
  // issue 24 item 6: a name in a script the card data has no names in; the set code and number decide
  ['梦幻 V CRZ 60', 'swsh12pt5-60'],
  ['飞羽球 ASR 141', 'swsh10-141'],
  ['喷火龙ex OBF 125', 'sv3-125'],
  // ... never a name in a language the card data knows
  ['Pikachu CRZ 60', { status: 'unknown', suggestion: 'Mew V CRZ 60' }],
  // issue 24 item 7: old-era and client forms
  ['Hitmonchan (Base Set 7/102)', 'base1-7'],
  ['Dark Raichu (Team Rocket 83/82)', 'base5-83'],
  ['Mew-EX LTR 139', 'bw11-RC24'],
  ['Mew-EX LTR 46', { status: 'unknown' }],
  ['Fire Energy Energy XY 2', 'sv3-230'],
  ['Psychic Energy XYEnergy 8', 'sv3pt5-207'],
  ['Zorua SUM 83', 'smp-SM83'],
  ['Energy Recycler SV 10', 'sv10-164'],
  ['SVALT 135', 'sv3pt5-207'],
  ['Basic {P} Energy SVALT 135', 'sv3pt5-207'],
  ['Basic {R} Energy SVALT 135', { status: 'unknown', suggestion: 'Basic Psychic Energy MEW 207' }],
  // issue 24 item 8: a wrong number suggests the written card's printings first, then the card at that number
  ['Gastly SFA 34', { status: 'unknown', suggestion: 'Gastly TEF 102', first: 'Gastly PFL 54' }],
  ['Arven SVI 167', { status: 'unknown', suggestion: 'Beach Court SVI 167', first: 'Arven SVI 166' }],
  ['Arven SVI 999', { status: 'unknown', first: 'Arven SVI 166' }],
  // not found, with suggestions
  ['Chariz ex', { status: 'unknown', suggestion: 'Charizard ex' }],
  ["Profesor's Research", { status: 'unknown', suggestion: "Professor's Research" }],
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
      const suggestions = result.status === 'unknown' ? result.suggestions.map(suggestionText) : [];
      if (expected.suggestion) expect(suggestions).toContain(expected.suggestion);
      if (expected.first) expect(suggestions[0]).toBe(expected.first);
    }
  });

  it('says when a basic Energy or a client-numbered line was read by its name', () => {
    const lookup = realLookup();
    const note = (name: string, set?: string, number?: string) => {
      const result = lookup.resolve({ name, set, number, text: [name, set, number].filter(Boolean).join(' ') });
      return result.status === 'found' ? (result.note?.id ?? null) : result.status;
    };
    expect(note('Basic {D} Energy', 'MEE', '7')).toBe('basic-energy');
    expect(note('Lightning')).toBe('basic-energy');
    expect(note('Fire', 'Energy', '2')).toBeNull(); // the client's Energy numbering, as PTCGL's own export
    expect(note('Field Blower', 'SMALT', '44')).toBe('read-by-name');
    expect(note('Basic {R} Energy', 'SVE', '2')).toBeNull();
    expect(note('梦幻 V', 'CRZ', '60')).toBe('name-not-checked');
    expect(note('Zorua', 'SUM', '83')).toBe('promo-printing');
  });

  it('a name in an unread script is taken on the set code and number only when they name one card', () => {
    const lookup = realLookup();
    // CEL 15 is four Classic Collection cards: a Chinese name cannot say which
    const result = lookup.resolve({ name: '妙蛙花', set: 'CEL', number: '15', text: '妙蛙花 CEL 15' });
    expect(result.status).toBe('unknown');
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
