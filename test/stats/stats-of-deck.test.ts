import { describe, expect, it } from 'vitest';
import { resolveDeck } from '../../src/check/resolve.js';
import { deckFacts } from '../../src/derive/deck-facts.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { StatsResult } from '../../src/model/stats.js';
import { statsOfDeck, type StatsOptions } from '../../src/stats/stats-of-deck.js';
import { chargeCurves, timeline } from '../../src/stats/invocation.js';
import { card, deckText, synthLookup } from '../helpers/synthetic.js';

function statsOf(text: string, options: StatsOptions = {}) {
  const lookup = synthLookup();
  const deck = resolveDeck(parseTextDeck(text, 'deck.txt'), lookup);
  return statsOfDeck(
    deck,
    deckFacts(deck, (s) => lookup.normalStage(s)),
    options,
  );
}

const ok = (outcome: ReturnType<typeof statsOf>): StatsResult => {
  if (!outcome.ok) throw new Error(`no stats: ${outcome.failure.reason.id}`);
  return outcome.stats;
};

describe('statsOfDeck', () => {
  it('reads N, B and E from the resolved deck, and the Invocation Cost from the facts', () => {
    const s = ok(statsOf(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', '1 Blazer TST 10'])));
    expect([s.cards, s.basics, s.energyCards]).toEqual([99, 12, 86]);
    expect(s.invocation.cost).toBe(4);
    expect(s.invocation.afterKnockOuts.map((k) => [k.knockOuts, k.cost])).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
    expect(s.invocation.byTurn.map((b) => b.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.notes).toEqual([]);
    expect(s.model.map((m) => m.id)).toContain('model-attach');
  });

  it('counts an unresolved line as unknown cards: in N, neither Basic nor Energy, and named', () => {
    const s = ok(statsOf(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', '2 Mystery Mon'])));
    expect([s.cards, s.basics]).toEqual([99, 12]);
    expect(s.unknown).toEqual([{ name: 'Mystery Mon', line: 5, copies: 2 }]);
    expect(s.notes).toContainEqual({ id: 'note-unknown', data: { count: 2, cards: 'Mystery Mon' } });
  });

  it('a line check rejects (an impossible count, a non-card line) is out of the odds, and a note names it', () => {
    const text = `${deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11'])}\n331 Basic Fire Energy TST 901\nhello there`;
    const s = ok(statsOf(text));
    expect(s.notes).toContainEqual({ id: 'note-unread-lines', data: { count: 2, lines: '6, 7' } });
  });

  it('warns when invoking is unlikely: 4 Energy for a cost of 4 is 50% only past turn 10', () => {
    const text = deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', '4 Basic Fire Energy TST 901'], {
      filler: 'Ultra Ball TST 38',
    });
    const s = ok(statsOf(text));
    expect(s.invocation.turnFor50).toBeGreaterThan(10);
    expect(s.notes).toContainEqual({
      id: 'note-invocation-unlikely',
      data: { t50: s.invocation.turnFor50, cost: 4, energy: 4 },
    });
    const likely = ok(statsOf(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11'])));
    expect(likely.notes.map((n) => n.id)).not.toContain('note-invocation-unlikely');
  });

  it('a deck that fails check still gets its odds, with a note', () => {
    const s = ok(statsOf(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11']), { check: { valid: false, errors: 2 } }));
    expect(s.notes).toContainEqual({ id: 'note-fails-check', data: { count: 2 } });
    expect(s.openingHand.pAtLeastOneBasic).toBeGreaterThan(0.5);
  });

  it('a deck without Basic Pokémon gets no odds, but a reason', () => {
    const outcome = statsOf(deckText(['1 Blaze ex TST 1'], ['1 Blazer TST 10']));
    expect(outcome).toEqual({
      ok: false,
      failure: { file: 'deck.txt', reason: { id: 'no-stats-no-basic', data: {} } },
    });
  });

  it('--key groups: Prize and draw odds of the named cards', () => {
    const s = ok(
      statsOf(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', '1 Blazer TST 10']), { keys: ['blazer'] }),
    );
    const key = s.prizes.groups.find((g) => g.kind === 'key')!;
    expect([key.name, key.cards]).toEqual(['blazer', 1]);
    expect(key.atLeast).toEqual([{ k: 1, p: s.prizes.pGivenCardPrized }]);
    expect(s.draws.find((g) => g.kind === 'key')!.byTurn).toHaveLength(10);
  });

  it('the search model is seeded, and without cards to play it is the plain model (within 1 point)', () => {
    const text = deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', '1 Blazer TST 10'], {
      filler: 'Basic Fire Energy TST 901',
    });
    const small = { search: { seed: 7, runs: 2_000 } };
    expect(ok(statsOf(text, small)).search).toEqual(ok(statsOf(text, small)).search);
    const one = ok(statsOf(text, { search: { seed: 7, runs: 40_000 } })).search!;
    const s = ok(statsOf(text));
    // 86 Energy of 99: use a cost that is not certain by turn 10.
    const exact = timeline(chargeCurves(s.cards, s.basics, s.energyCards, one.cost, 10), one.cost).byTurn;
    for (const { turn, p, low, high } of one.byTurn) {
      expect(Math.abs(p - exact[turn - 1]!.p), `turn ${turn}`).toBeLessThan(0.01);
      expect(low).toBeLessThanOrEqual(p);
      expect(high).toBeGreaterThanOrEqual(p);
    }
  });
});

describe('Energy the Totem can take (rulebook §4: attachment restrictions still apply)', async () => {
  const { attachableToTotem } = await import('../../src/stats/attachable.js');
  const energy = (text: string) =>
    card({
      id: 'tst-990',
      name: 'Odd Energy',
      supertype: 'Energy',
      subtypes: ['Special'],
      energyKind: 'special',
      rules: [text],
      hp: null,
    });
  const basicTotem = card({ id: 'tst-991', name: 'Spark V', types: ['Lightning'], subtypes: ['Basic', 'V'] });
  const stage2 = card({ id: 'tst-992', name: 'Blaze ex', types: ['Fire'], subtypes: ['Stage 2', 'ex'] });
  const strike = card({ id: 'tst-993', name: 'Fist VMAX', types: ['Fighting'], subtypes: ['VMAX', 'Single Strike'] });

  it.each([
    ['Boost Energy can be attached only to an Evolved Pokémon.', basicTotem, 0, 'no'],
    ['Boost Energy can be attached only to an Evolved Pokémon.', stage2, 3, 'yes'],
    ['Scramble Energy can be attached only to an Evolved Pokémon (excluding Pokémon-ex).', stage2, 3, 'no'],
    ['This card can only be attached to a Single Strike Pokémon.', strike, 1, 'yes'],
    ['This card can only be attached to a Single Strike Pokémon.', basicTotem, 0, 'no'],
    ['This card can only be attached to Fire Pokémon.', stage2, 3, 'yes'],
    ['This card can only be attached to Fire Pokémon.', basicTotem, 0, 'no'],
    ['Attach this card only to a Pokémon V.', basicTotem, 0, 'yes'],
    ['This card can only be attached to a Pokémon with a blue hat.', basicTotem, 0, 'unread'],
    ['As long as this card is attached to a Pokémon, it provides Colorless Energy.', basicTotem, 0, 'yes'],
  ] as const)('%s → %s, stage %i: %s', (text, totem, stage, want) => {
    expect(attachableToTotem(energy(text), totem, stage)).toBe(want);
  });
});

describe('cards the search model plays', async () => {
  const { drawPlay, energySearch } = await import('../../src/stats/search-cards.js');
  const trainer = (subtype: string, text: string) =>
    card({ id: 'tst-995', name: 'Some Trainer', supertype: 'Trainer', subtypes: [subtype], rules: [text], hp: null });

  it('Supporters that draw without a condition', () => {
    expect(drawPlay(trainer('Supporter', 'Discard your hand and draw 7 cards.'))).toEqual({
      kind: 'draw',
      count: 7,
      reset: 'discard',
    });
    expect(drawPlay(trainer('Supporter', 'Draw 3 cards.'))).toEqual({ kind: 'draw', count: 3, reset: null });
    expect(drawPlay(trainer('Supporter', 'Shuffle your hand into your deck. Then, draw 4 cards.'))).toEqual({
      kind: 'draw',
      count: 4,
      reset: 'shuffle',
    });
    expect(drawPlay(trainer('Supporter', 'Draw cards until you have 6 cards in your hand.'))).toEqual({
      kind: 'until',
      count: 6,
      reset: null,
    });
    expect(drawPlay(trainer('Supporter', 'Flip a coin. If heads, draw 4 cards.'))).toBeNull();
    expect(drawPlay(trainer('Item', 'Draw 3 cards.'))).toBeNull();
  });

  it('the Supporter played is the one that would draw most with this hand (issue 31 item 9)', async () => {
    const { pickDrawSupporter } = await import('../../src/stats/search-cards.js');
    const draw4 = { kind: 'draw', count: 4, reset: null } as const;
    const until5 = { kind: 'until', count: 5, reset: null } as const;
    const until7 = { kind: 'until', count: 7, reset: null } as const;
    // 8 cards in hand: "draw until you have 5" draws nothing, "draw 4" draws 4.
    expect(pickDrawSupporter([null, until5, null, draw4, null, null, null, null])).toBe(3);
    expect(pickDrawSupporter([null, draw4, null, until5, null, null, null, null])).toBe(1);
    // 3 cards: "until 7" draws 5 once played (2 left in hand), beating "draw 4".
    expect(pickDrawSupporter([draw4, null, until7])).toBe(2);
    expect(pickDrawSupporter([null, null])).toBe(-1);
  });

  it('Items that put Energy from the deck into the hand', () => {
    expect(
      energySearch(
        trainer(
          'Item',
          'Search your deck for a basic Energy card, reveal it, and put it into your hand. Then, shuffle your deck.',
        ),
      ),
    ).toEqual({ count: 1, basicOnly: true, type: null });
    expect(
      energySearch(
        trainer('Item', 'Search your deck for up to 2 Water Energy cards, reveal them, and put them into your hand.'),
      ),
    ).toEqual({ count: 2, basicOnly: true, type: 'Water' });
    expect(
      energySearch(trainer('Item', 'Search your deck for a basic Energy card and attach it to 1 of your Pokémon.')),
    ).toBeNull();
  });
});
