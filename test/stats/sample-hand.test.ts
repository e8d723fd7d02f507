import { describe, expect, it } from 'vitest';
import { resolveDeck } from '../../src/check/resolve.js';
import { deckFacts } from '../../src/derive/deck-facts.js';
import { parseTextDeck } from '../../src/parse/text.js';
import type { SampleHand } from '../../src/model/sample.js';
import { sampleHand } from '../../src/stats/sample-hand.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

function sampleOf(text: string, seed: number, turns = 3) {
  const lookup = synthLookup();
  const deck = resolveDeck(parseTextDeck(text, 'deck.txt'), lookup);
  return sampleHand(
    deck,
    deckFacts(deck, (s) => lookup.normalStage(s)),
    { seed, turns },
  );
}

const ok = (outcome: ReturnType<typeof sampleOf>): SampleHand => {
  if (!outcome.ok) throw new Error(`no sample: ${outcome.failure.reason.id}`);
  return outcome.sample;
};

/** 1 Basic among 99: most deals need mulligans, so the count is exercised. */
const ONE_BASIC = deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '20 Basic Fire Energy TST 901']);

describe('sampleHand', () => {
  it('deals 7 cards with a Basic, 6 Prize cards and a draw a turn from the 99 (the Totem stays in its zone)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = ok(sampleOf(ONE_BASIC, seed));
      expect(s.hand).toHaveLength(7);
      expect(s.hand.some((c) => c.basic)).toBe(true);
      expect(s.prizes).toHaveLength(6);
      expect(s.draws.map((d) => d.turn)).toEqual([1, 2, 3]);
      expect([...s.hand, ...s.prizes, ...s.draws.map((d) => d.draw)].some((c) => c?.name === 'Blaze ex')).toBe(false);
      expect(s.totem).toMatchObject({ name: 'Blaze ex', cost: 4 });
    }
  });

  it('counts the free mulligans: with 1 Basic in 99, some deals take several', () => {
    const mulligans = Array.from({ length: 20 }, (_, seed) => ok(sampleOf(ONE_BASIC, seed)).mulligans);
    expect(Math.max(...mulligans)).toBeGreaterThan(0);
  });

  it('the same seed deals the same hand; another seed another', () => {
    expect(ok(sampleOf(ONE_BASIC, 42))).toEqual(ok(sampleOf(ONE_BASIC, 42)));
    expect(ok(sampleOf(ONE_BASIC, 42)).hand).not.toEqual(ok(sampleOf(ONE_BASIC, 43)).hand);
  });

  it('attaches one Energy a turn to the Totem: with only Energy besides the Basic, invoked on turn 4 (cost 4)', () => {
    const text = deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '98 Basic Fire Energy TST 901']);
    const s = ok(sampleOf(text, 1, 5));
    expect(s.draws.map((d) => [d.energy, d.invoked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
      [5, true],
    ]);
  });

  it('a deck with no Basic Pokémon deals no hand (no endless mulligans), and says why', () => {
    const outcome = sampleOf(deckText(['1 Blaze ex TST 1'], ['20 Basic Fire Energy TST 901']), 1);
    expect(outcome.ok ? null : outcome.failure.reason.id).toBe('no-stats-no-basic');
  });
});
