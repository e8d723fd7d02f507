import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFits } from '../../src/commands/cards/fits.js';
import { findTotems } from '../../src/commands/totems/index.js';
import { identityOf } from '../../src/commands/identity/index.js';
import { checkParsedDeck } from '../../src/check/run.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { ENGLISH } from '../../src/model/render-message.js';
import { totemEligibility } from '../../src/derive/eligibility.js';
import { pieceOf } from '../../src/derive/multicard.js';
import { TYPES, type Card, type PokemonType } from '../../src/model/card.js';
import type { BanEntry } from '../../src/model/rule.js';
import type { RuleSetting } from '../../src/check/house-config.js';
import type { GameVariant } from '../../src/model/variant.js';
import { RULE_IDS } from '../../src/rules/index.js';
import { CARDS, synthLookup, synthPack } from '../helpers/synthetic.js';
import { CardLookup } from '../../src/cards/lookup/lookup.js';

const ctx = { lookup: synthLookup(), locale: ENGLISH };
const BANS: BanEntry[] = [{ name: 'Banned Thing', source: 'test' }];
const line = (c: Card): string => `1 ${c.name} ${c.setCode ?? c.setId} ${c.number}`;
const setOf = (c: Card): string => c.setCode ?? c.setId;

/** A house config as `check` reads it: rule settings and the variant. */
interface House {
  settings: Record<string, RuleSetting>;
  variant: GameVariant;
}
/** Random house configs: each rule a card line can break off, a warning, an error or as shipped; either variant. */
const houses: fc.Arbitrary<House> = fc.record({
  settings: fc.dictionary(fc.constantFrom(...RULE_IDS), fc.constantFrom<RuleSetting>('off', 'warn', 'error'), {
    maxKeys: 6,
  }),
  variant: fc.constantFrom<GameVariant>('standard', 'tribute'),
});

// Totems: every card that can be one, by its first piece (a LEGEND's other half comes with it).
const TOTEMS = CARDS.filter((c) => totemEligibility(c).eligible && (pieceOf(c)?.piece ?? 1) <= 1);
const totemCards = (t: Card): Card[] => {
  const piece = pieceOf(t);
  if (!piece || piece.piece === 0) return [t];
  return CARDS.filter((c) => c.setId === t.setId && pieceOf(c)?.group === piece.group && pieceOf(c)!.piece > 0);
};

/** What `totem check` says of the card in a deck of that Totem: the errors on its line. */
async function checkErrors(
  totem: Card,
  card: Card,
  extraTypes: PokemonType[] | null,
  lookup: CardLookup = ctx.lookup,
  house: House = { settings: {}, variant: 'standard' },
): Promise<string[]> {
  const text = ['Totem:', ...totemCards(totem).map(line), 'Pokémon:', line(card)].join('\n');
  const parsed = parseTextDeck(text, 'deck.txt');
  const cardLine = parsed.entries.at(-1)!.line;
  const { report } = await checkParsedDeck(parsed, lookup, {
    context: { bans: BANS, variant: house.variant },
    settings: house.settings,
    extraTypes,
  });
  return report.problems.filter((p) => p.line === cardLine && p.severity === 'error').map((p) => p.rule);
}

describe('cards find --fits and totem check never disagree', () => {
  it.each([
    ['the sets', () => Promise.resolve(ctx.lookup)],
    // The pack's search index: --fits reads search cards (no attack text, …), check reads the sets' cards.
    ['the search index', async () => new CardLookup(await synthPack())],
  ])(
    'a card is listed exactly when check gives it no error in a deck of that Totem (random Totems, cards, extra types, house configs and variants; %s)',
    async (_, open) => {
      const lookup = await open();
      const ctx = { lookup, locale: ENGLISH };
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...TOTEMS),
          fc.constantFrom(...CARDS.filter((c) => !TOTEMS.includes(c) || c.setId === 'tst')),
          fc.option(fc.subarray([...TYPES] as PokemonType[], { maxLength: 2 }), { nil: null }),
          houses,
          async (totem, card, extraTypes, house) => {
            const found = await findFits(ctx, card.name, {
              totem: `${totem.name} ${setOf(totem)} ${totem.number}`,
              extraTypes,
              context: { bans: BANS, variant: house.variant },
              settings: house.settings,
              limit: 100_000,
            });
            // One row per distinct version: the card is listed when its version (same fingerprint) is.
            const listed = found.rows.some((r) => r.card.name === card.name && r.card.fingerprint === card.fingerprint);
            const errors = await checkErrors(totem, card, extraTypes, lookup, house);
            expect({ listed, errors }).toEqual({ listed: errors.length === 0, errors });
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it('a banned card is left out, and listed marked with --include-banned', async () => {
    const totem = TOTEMS.find((t) => t.name === 'Blaze ex')!;
    const query = { totem: `${totem.name} ${setOf(totem)} ${totem.number}`, context: { bans: BANS } };
    expect((await findFits(ctx, 'Banned Thing', query)).rows).toEqual([]);
    const marked = await findFits(ctx, 'Banned Thing', { ...query, includeBanned: true });
    expect(marked.rows.map((r) => [r.card.name, r.banned])).toEqual([['Banned Thing', true]]);
  });

  it('limits: an ACE SPEC, a Radiant, a ◇ and a ★ say which limit applies', async () => {
    const totem = TOTEMS.find((t) => t.name === 'Blaze ex')!;
    const found = await findFits(ctx, '', {
      totem: `${totem.name} ${setOf(totem)} ${totem.number}`,
      context: { bans: [] },
    });
    const limits = Object.fromEntries(found.rows.filter((r) => r.limits.length).map((r) => [r.card.name, r.limits]));
    expect(limits).toMatchObject({
      'Ace Gadget': ['ace-spec-limit'],
      'Radiant Moon': ['radiant-limit'],
      'Lysandre ◇': ['prism-star-limit'],
      'Shade ★': ['star-limit'],
    });
  });

  it('limits follow the house config: a limit switched off is not shown', async () => {
    const totem = TOTEMS.find((t) => t.name === 'Blaze ex')!;
    const found = await findFits(ctx, 'Ace Gadget', {
      totem: `${totem.name} ${setOf(totem)} ${totem.number}`,
      context: { bans: [] },
      settings: { 'ace-spec-limit': 'off' },
    });
    expect(found.rows.map((r) => [r.card.name, r.limits])).toEqual([['Ace Gadget', []]]);
  });

  it('a house config that turns type-identity off lets a card of another type fit, as check does', async () => {
    const totem = TOTEMS.find((t) => t.name === 'Blaze ex')!;
    const query = { totem: `${totem.name} ${setOf(totem)} ${totem.number}`, extraTypes: ['Water' as const] };
    expect((await findFits(ctx, 'Leafy', { ...query, context: { bans: [] } })).rows).toEqual([]);
    const off = await findFits(ctx, 'Leafy', { ...query, context: { bans: [] }, settings: { 'type-identity': 'off' } });
    expect(off.rows.map((r) => r.card.name)).toEqual(['Leafy']);
  });

  it('the tribute variant: a Pokémon with no Rule Box is a Totem to search for', async () => {
    await expect(findFits(ctx, 'Drip', { totem: 'Flamey TST 11', context: { bans: [] } })).rejects.toThrow();
    const found = await findFits(ctx, 'Drip', { totem: 'Flamey TST 11', context: { bans: [], variant: 'tribute' } });
    expect(found.totem.card.name).toBe('Flamey');
  });

  it('the tribute variant in totems and identity: a Pokémon with no Rule Box is a Totem, sorted by its Tribute Cost', async () => {
    expect(findTotems(ctx, 'Flamey', {}).rows).toEqual([]);
    const rows = findTotems(ctx, 'Flamey', { variant: 'tribute' }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.card.name === 'Flamey' && r.tributeCost === 1)).toBe(true);
    expect((await identityOf(ctx, 'Flamey TST 11')).kind).toBe('not-a-totem');
    const tribute = await identityOf(ctx, 'Flamey TST 11', { variant: 'tribute' });
    expect(tribute.kind === 'identity' && tribute.identity.types).toEqual(['Colorless', 'Fire']);
  });

  it('totems: a Totem is listed when its identity (as totem identity gives it) holds every type asked for', () => {
    const all = findTotems(ctx, '', {});
    const fire = findTotems(ctx, '', { types: ['Fire'] });
    expect(fire.rows.length).toBeGreaterThan(0);
    expect(fire.rows.every((r) => r.identity.includes('Fire'))).toBe(true);
    expect(all.rows.filter((r) => r.identity.includes('Fire')).map((r) => r.card.id)).toEqual(
      fire.rows.map((r) => r.card.id),
    );
    const costs = all.rows.map((r) => r.invocationCost ?? Infinity);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });
});
