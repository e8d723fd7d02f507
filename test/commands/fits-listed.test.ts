import { describe, expect, it } from 'vitest';
import { packCards } from '../../src/packer/pack.js';
import { openPackFiles } from '../../src/packer/memory-pack.js';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { findCardsIn } from '../../src/lib/calls.js';
import { EMPTY_CONFIG } from '../../src/check/house-config.js';
import { ENGLISH } from '../../src/model/render-message.js';
import { CARDS, SETS, card } from '../helpers/synthetic.js';

// Issue 43 item 2, the page's editor: "cards that fit" a list being built — exact names first (any language), a card
// the list holds marked by what the singleton rule counts, a card breaking a limit there not offered.
const item = (id: string, name: string, extra: Partial<Parameters<typeof card>[0]> = {}) =>
  card({ id, name, supertype: 'Trainer', subtypes: ['Item'], ...extra });
const EXTRA = [
  item('tst-70', 'Energy Switch', { names: { es: 'Cambio de Energía' } }),
  item('tst-71', 'Switch', { names: { es: 'Cambio' } }),
  item('tst-72', "Boss's Orders (Ghetsis)", { subtypes: ['Supporter'] }),
];

async function fits(query: string, listed?: string[]) {
  const { files } = packCards({ sets: SETS, cards: [...CARDS, ...EXTRA], aliases: [], images: [], sources: [] });
  const ctx = { lookup: new CardLookup(await openPackFiles(files)), locale: ENGLISH };
  const found = await findCardsIn(ctx, query, EMPTY_CONFIG, { fits: 'Blaze ex TST 1', listed });
  return (found as { cards: { id: string; name: string; inList?: string }[] }).cards;
}

describe('findCards with fits for a list being built', () => {
  it('an exact name comes first, in English and in Spanish', async () => {
    expect((await fits('switch')).map((c) => c.name)).toEqual(['Switch', 'Energy Switch']);
    expect((await fits('cambio')).map((c) => c.name)).toEqual(['Switch', 'Energy Switch']);
  });

  it("a card the list holds by the singleton rule's count is marked with the list's card", async () => {
    const boss = await fits('boss', ['tst-72']);
    expect(boss.find((c) => c.id === 'tst-39')).toMatchObject({ inList: 'tst-72' });
    // The official ruling: Professor Juniper is a Professor's Research.
    expect((await fits('professor juniper', ['tst-31']))[0]).toMatchObject({ inList: 'tst-31' });
    expect((await fits('boss')).every((c) => c.inList === undefined)).toBe(true);
  });

  it('a second ACE SPEC is not offered; the one the list holds is, marked', async () => {
    const ace = await fits('ace', ['tst-33']);
    expect(ace.map((c) => [c.name, c.inList])).toEqual([['Ace Gadget', 'tst-33']]);
    expect((await fits('ace')).map((c) => c.name).sort()).toEqual(['Ace Gadget', 'Ace Widget']);
  });
});
