import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCardsIn, totemsIn } from '../../src/lib/calls.js';
import { EMPTY_CONFIG } from '../../src/check/house-config.js';
import { checkParsedDeck } from '../../src/check/run.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { ENGLISH } from '../../src/model/render-message.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

const ctx = { lookup: synthLookup(), locale: ENGLISH };
const schema = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../schema', name), 'utf8'));

/** Every key a schema requires is there, at the top and in each item (the shapes the docs promise). */
function holdsRequired(
  value: Record<string, unknown>,
  s: { required: string[]; properties: Record<string, { items: { required: string[] } }> },
  items: string,
): void {
  expect(Object.keys(value)).toEqual(expect.arrayContaining(s.required));
  const itemSchema = s.properties[items]!.items;
  for (const item of value[items] as Record<string, unknown>[])
    expect(Object.keys(item)).toEqual(expect.arrayContaining(itemSchema.required));
}

describe('library: findCards(query, { fits }), totems(types), totemCandidates', () => {
  it('findCards with fits: the JSON of cards find --fits, as its schema says', async () => {
    const found = await findCardsIn(ctx, '', EMPTY_CONFIG, { fits: 'Blaze ex TST 1' });
    expect(found).toMatchObject({ identity: ['Colorless', 'Darkness', 'Fire'] });
    expect('cards' in found && found.cards.length).toBeGreaterThan(0);
    holdsRequired(found, schema('cards-fits.schema.json'), 'cards');
  });

  it('findCards without fits: the JSON of cards find', async () => {
    const found = await findCardsIn(ctx, 'flamey', EMPTY_CONFIG);
    expect(found).toMatchObject({ total: 3 });
  });

  it('totems: the JSON of totem totems, as its schema says', async () => {
    const found = await totemsIn(ctx, 'Fire');
    expect(found.types).toEqual(['Fire']);
    holdsRequired(found, schema('totems.schema.json'), 'totems');
  });

  it('totems with the tribute variant: a Basic without a Rule Box is a Totem, with its Tribute Cost (issue 41)', async () => {
    const names = (found: Record<string, unknown>) => (found.totems as { name: string }[]).map((t) => t.name);
    expect(names(await totemsIn(ctx, undefined, { query: 'flamey' }))).not.toContain('Flamey');
    const tribute = await totemsIn(ctx, undefined, { query: 'flamey', variant: 'tribute' });
    expect(names(tribute)).toContain('Flamey');
    expect((tribute.totems as { tributeCost?: number }[]).every((t) => typeof t.tributeCost === 'number')).toBe(true);
  });

  it("a report's totemCandidates, as its schema says", async () => {
    const text = deckText([], ['1 Flamey TST 11', '1 Blaze ex TST 1']);
    const { report } = await checkParsedDeck(parseTextDeck(text, 'deck.txt'), ctx.lookup, { context: { bans: [] } });
    const s = schema('totem-candidates.schema.json');
    expect(report.totemCandidates!.length).toBe(1);
    for (const c of report.totemCandidates!) expect(Object.keys(c).sort()).toEqual([...s.items.required].sort());
  });
});
