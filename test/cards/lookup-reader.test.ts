import { beforeAll, expect, it } from 'vitest';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { openPackDir } from '../../src/cards/pack/node.js';
import type { CardPack } from '../../src/cards/pack/reader.js';
import type { Resolution } from '../../src/model/resolved.js';
import { parseCardText } from '../../src/parse/card-text.js';
import { DATASET, SHARED_PACK } from '../helpers/dataset.js';
import { describeNeeding } from '../helpers/optional.js';
import { TCGDEX } from '../helpers/tcgdex.js';

/** Issue 31 items 3, 4, 5 and 7: forms of published lists, on the pack of both datasets (2026 sets, TCGdex names). */
let lookup: CardLookup<CardPack>;
const resolve = (line: string): Resolution => {
  const text = parseCardText(line);
  return lookup.resolve({
    name: text.name || undefined,
    set: text.set,
    number: text.number,
    id: text.id,
    text: text.text,
  });
};
const found = (line: string): { id: string | null; note: string | null } => {
  const r = resolve(line);
  return r.status === 'found' ? { id: r.card.id, note: r.note?.id ?? null } : { id: null, note: r.status };
};

describeNeeding([DATASET, TCGDEX], 'the reader on the pack of both datasets (issue 31)', () => {
  beforeAll(async () => {
    lookup = new CardLookup(await openPackDir(SHARED_PACK));
  });

  it('item 3: every card id cards find prints reads back (dots, several dashes)', () => {
    for (const id of ['me02.5-213', 'me02.5-183', 'tk-xy-latio-20', 'tk-sm-l-27', 'sv3-125']) {
      expect(parseCardText(id)).toMatchObject({ id });
      expect(found(id).id).toBe(id);
    }
    // a name with its id after it, as ptcg-sim writes them
    expect(found('Latios tk-xy-latio-13').id).toBe('tk-xy-latio-13');
  });

  it('item 4: PTCGO trainer-kit codes name their kit', () => {
    expect(found('Purugly TK-PikachuLibre 19').id).toBe('tk-xy-p-19');
    expect(found('Ducklett TK-Suicune 24').id).toBe('tk-xy-su-24');
    expect(found('Electivire TK-PikachuLibre 25').id).toBe('tk-xy-p-25');
  });

  it('item 4: a name with a set code and no number resolves when the set holds one version of it', () => {
    expect(resolve('Cleffa (SVP)')).toMatchObject({
      status: 'ambiguous',
      versions: [[{ setId: 'svp' }], [{ setId: 'svp' }]],
    });
    // the two PR-SV Cleffa are different cards: the set narrows the name to them, and the line must say which
    expect(found('Jirachi (PAR)').id).toBe('sv4-126');
    expect(found('Charmander (OBF)').id).toBe('sv3-26');
    // a set that holds two versions of the name stays ambiguous
    expect(resolve('Pikachu (SVP)').status).toBe('ambiguous');
  });

  it('item 5: Chinese names with set code and number are read by the printing, with the note', () => {
    for (const [line, id] of [
      ['对战VIP参加证 FST 225', 'swsh8-225'],
      ['对战VIP通行证 FST 225', 'swsh8-225'],
      ['齐鲁莉安 SSP 271', 'swshp-SWSH271'],
      ['伽勒尔 火焰鸟 SSP 284', 'swshp-SWSH284'],
    ] as const)
      expect(found(line)).toEqual({ id, note: 'name-not-checked' });
  });

  it('item 7: a small slip in the name of a certain printing resolves with a warning naming the card', () => {
    const r = resolve('Investigacion de Profesor SVI 189');
    expect(r.status).toBe('found');
    expect(r.status === 'found' && r.card.id).toBe('sv1-189');
    expect(r.status === 'found' && r.note?.id).toBe('name-slip');
    expect(found('Profesor Research SVI 189').note).toBe('name-slip');
    // another card's name stays an error
    expect(resolve('Arven SVI 189').status).toBe('unknown');
    expect(resolve('Charizard ex TEF 54').status).toBe('unknown');
  });

  it('issue 41 item 5: one spelling rule for every form that names a printing (set code, PTCGO id, TCGdex id)', () => {
    expect(found('Nidoran F RR 71')).toEqual({ id: 'pl2-71', note: 'name-slip' });
    expect(found('Nidoran F pl2-71')).toEqual({ id: 'pl2-71', note: 'name-slip' });
    expect(found('Azelv Lv.X LA 140')).toEqual({ id: 'dp6-140', note: 'name-slip' });
    expect(found('Azelv Lv.X dp6-140')).toEqual({ id: 'dp6-140', note: 'name-slip' });
    // another card's name stays an error in the id form too
    expect(resolve('Arven sv1-189').status).toBe('unknown');
    // a name in a script the card data has no names in is read by the id, as by the set code
    expect(found('对战VIP参加证 swsh8-225')).toEqual({ id: 'swsh8-225', note: 'name-not-checked' });
  });
});
