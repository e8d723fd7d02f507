import { describe, expect, it } from 'vitest';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { resolveDeck } from '../../src/check/resolve.js';
import { deckVariant as statsVariant } from '../../src/check/house-config.js';
import { EMPTY_CONFIG } from '../../src/check/house-config.js';
import { deckFacts } from '../../src/derive/deck-facts.js';
import { formatStatsJson } from '../../src/format/stats-json.js';
import { formatStatsText } from '../../src/format/stats-text.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import type { TributeStatsResult } from '../../src/model/stats.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { tributeStatsOfDeck, type TributeStatsOptions } from '../../src/stats/tribute-of-deck.js';
import { englishFragments, englishIn } from '../i18n/catalog.js';
import { CARDS, card, deckText, synthLookup, synthStore } from '../helpers/synthetic.js';

// The synthetic universe with a whole line under Blaze ex (Stage 2, "Evolves from Blazer"): Blazer evolves from
// Flamey (in the shared universe its "Evolves from" is blank), and a BREAK whose base no card names (stage unknown).
const LINE_CARDS = [
  ...CARDS.map((c) =>
    c.id === 'tst-10'
      ? card({ id: 'tst-10', name: 'Blazer', types: ['Fire'], subtypes: ['Stage 1'], evolvesFrom: 'Flamey' })
      : c,
  ),
  card({
    id: 'tst-70',
    name: 'Mystic BREAK',
    types: ['Psychic'],
    subtypes: ['BREAK'],
    evolvesFrom: 'Mystic',
    retreat: 0,
  }),
];
let lineLookup: CardLookup | null = null;

function statsOf(
  text: string,
  options: TributeStatsOptions = {},
  lookup = (lineLookup ??= new CardLookup(synthStore(LINE_CARDS))),
) {
  const deck = resolveDeck(parseTextDeck(text, 'deck.txt'), lookup);
  return tributeStatsOfDeck(
    deck,
    deckFacts(deck, (s) => lookup.normalStage(s)),
    options,
  );
}

const ok = (outcome: ReturnType<typeof statsOf>): TributeStatsResult => {
  if (!outcome.ok || outcome.stats.variant !== 'tribute') throw new Error('no tribute stats');
  return outcome.stats;
};

const LINE = deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', '1 Blazer TST 10']);

describe('tributeStatsOfDeck', () => {
  it('a Stage 2 Totem: Tribute Cost 3 from turn 2, the hand by turn, and the Evolution Tribute onto its line', () => {
    const s = ok(statsOf(LINE));
    expect([s.variant, s.cards, s.basics]).toEqual(['tribute', 99, 12]);
    expect(s.openingHand).toMatchObject({ drawn: 17, kept: 7 });
    expect(s.prizes).toEqual({ count: 10, chosen: true });
    const inv = s.invocation;
    expect([inv.cost, inv.fromTurn, inv.firstTurn]).toEqual([3, 2, 2]);
    expect(inv.why).toEqual({
      kind: 'message',
      id: 'tribute-discard',
      data: { kind: { kind: 'message', id: 'stage-2', data: {} }, count: 3 },
    });
    expect(inv.handByTurn.map((h) => h.cards)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(inv.afterReturns).toEqual([
      { returns: 1, cost: 4, firstTurn: 2 },
      { returns: 2, cost: 5, firstTurn: 2 },
      { returns: 3, cost: 6, firstTurn: 2 },
    ]);
    const evo = inv.evolutionTribute!;
    expect([evo.cost, evo.onto, evo.missing, evo.unread]).toEqual([1, 'Blazer', null, null]);
    expect(evo.line).toEqual([
      { name: 'Flamey', cards: 12 },
      { name: 'Blazer', cards: 1 },
    ]);
    expect(evo.byTurn.slice(0, 2).map((b) => b.p)).toEqual([0, 0]);
    expect(evo.byTurn[2]!.p).toBeGreaterThan(0.15);
    expect(evo.turnFor50).toBeGreaterThan(3);
    expect(s.notes).toEqual([]);
    expect(s.model.map((m) => m.id)).toContain('tribute-model-evolution');
  });

  it('says so when the line misses a step, or the card data does not say what a step evolves from', () => {
    const missing = ok(statsOf(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11'])));
    expect(missing.invocation.evolutionTribute).toMatchObject({ missing: 'Blazer', line: [] });
    expect(missing.invocation.evolutionTribute!.byTurn.every((b) => b.p === 0)).toBe(true);
    expect(missing.notes).toContainEqual({ id: 'note-evolution-missing', data: { name: 'Blazer' } });
    // The shared universe's Blazer has no "Evolves from".
    const unread = ok(statsOf(LINE, {}, synthLookup()));
    expect(unread.invocation.evolutionTribute).toMatchObject({ unread: 'Blazer', turnFor50: null });
    expect(unread.notes).toContainEqual({ id: 'note-evolution-unread', data: { name: 'Blazer' } });
  });

  it('a Basic Totem: Tribute Cost 1 and no Evolution Tribute; no Totem or an unknown stage: no number invented', () => {
    const basic = ok(statsOf(deckText(['1 Zero ex TST 2'], ['12 Flamey TST 11'])));
    expect([basic.invocation.cost, basic.invocation.evolutionTribute]).toEqual([1, null]);
    const none = ok(statsOf(deckText([], ['12 Flamey TST 11'], { size: 99 })));
    expect([none.invocation.cost, none.invocation.firstTurn, none.invocation.afterReturns]).toEqual([null, null, []]);
    expect(none.notes.map((n) => n.id)).toContain('note-no-totem-tribute');
    const unknown = ok(statsOf(deckText(['1 Mystic BREAK TST 70'], ['12 Flamey TST 11'])));
    expect(unknown.invocation.cost).toBeNull();
    expect(unknown.notes.map((n) => n.id)).toContain('note-no-tribute-cost');
  });

  it('needs 17 cards and a draw: 17 cards get no odds, with the reason', () => {
    const outcome = statsOf(deckText(['1 Blaze ex TST 1'], ['17 Flamey TST 11'], { size: 18 }));
    expect(outcome).toEqual({
      ok: false,
      failure: { file: 'deck.txt', reason: { id: 'no-stats-too-few', data: { count: 17, min: 18 } } },
    });
  });

  it('--key groups: draw odds from the 17 drawn; a failing check is a note', () => {
    const s = ok(statsOf(LINE, { keys: ['blazer'], check: { valid: false, errors: 1 } }));
    const key = s.draws.find((g) => g.kind === 'key')!;
    expect(key.inOpeningHand).toBeCloseTo(s.openingHand.pGivenCardDrawn!, 12);
    expect(s.notes).toContainEqual({ id: 'note-fails-check', data: { count: 1 } });
  });
});

describe('the variant a deck is played by', () => {
  it('is the one asked for, else its config\'s "variant", else standard', () => {
    const tribute = { ...EMPTY_CONFIG, variant: 'tribute' } as typeof EMPTY_CONFIG;
    expect(statsVariant(undefined, EMPTY_CONFIG)).toBe('standard');
    expect(statsVariant(undefined, tribute)).toBe('tribute');
    expect(statsVariant('standard', tribute)).toBe('standard');
    expect(statsVariant('tribute', EMPTY_CONFIG)).toBe('tribute');
  });
});

describe('tribute stats formatters', () => {
  it('JSON: variant, openingHand { drawn: 17, kept: 7, … }, prizes { count: 10, chosen: true }, invocation.cost', () => {
    const json = JSON.parse(formatStatsJson([statsOf(LINE)], { version: 'test' }));
    expect(json.variant).toBe('tribute');
    expect(Object.keys(json)).toEqual([
      'version',
      'lang',
      'variant',
      'file',
      'totem',
      'cards',
      'basics',
      'unknown',
      'notes',
      'openingHand',
      'prizes',
      'invocation',
      'draws',
      'model',
    ]);
    expect(Object.keys(json.openingHand)).toEqual([
      'drawn',
      'kept',
      'pAtLeastOneBasic',
      'expectedMulligans',
      'basicsInDrawn',
      'pGivenCardDrawn',
      'optionalMulligans',
    ]);
    expect(json.prizes).toEqual({ count: 10, chosen: true });
    expect(json.invocation.cost).toBe(3);
    expect(json.invocation.reason).toBe('Stage 2: discard 3');
    expect(json.invocation.why).toBeUndefined();
    expect(json.model[0].message).toContain('17 cards');
    const es = JSON.parse(formatStatsJson([statsOf(LINE)], { version: 'test', locale: SPANISH }));
    expect(es.invocation.reason).toBe('Fase 2: descarta 3');
  });

  it('text: fits 80 columns in English and Spanish, and the Spanish has no English sentence', () => {
    const outcomes = [
      statsOf(LINE, { keys: ['Flamey'], check: { valid: false, errors: 2 } }),
      statsOf(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11'])),
    ];
    const en = formatStatsText(outcomes, { version: 'test' });
    const es = formatStatsText(outcomes, { version: 'test', locale: SPANISH });
    for (const text of [en, es]) expect(text.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
    expect(en).toContain('Opening hand (draw 17, keep 7)');
    expect(en).toContain('Tribute Cost 3 (Stage 2: discard 3)');
    expect(en).toContain('the line in the deck: Flamey (12 cards) → Blazer (1 card)');
    expect(en).toMatch(
      /Tribute Cost +3 +4 +5 +6\n +returns to the Totem Zone +0 +\+1 +\+2 +\+3\n +first turn it can be paid +2 +2 +2 +2/,
    );
    expect(es).toContain('Mano inicial (roba 17, quédate 7)');
    expect(es).toContain('Cartas de Premio (10, elegidas)');
    expect(es).toContain('Tributo de Evolución (descarta 1)');
    expect(es).toContain('no hay Blazer en el mazo');
    expect(es).toMatch(/\d,\d %/);
    expect(englishIn(es, englishFragments())).toEqual([]);
    // The missing step is said once, in the Evolution Tribute's block.
    expect(en.split('no Blazer in the deck').length).toBe(2);
  });
});
