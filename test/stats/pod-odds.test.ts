import { describe, expect, it } from 'vitest';
import { resolveDeck } from '../../src/check/resolve.js';
import { deckFacts } from '../../src/derive/deck-facts.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { podOdds, statsOfDeck } from '../../src/stats/stats-of-deck.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

function both(text: string) {
  const lookup = synthLookup();
  const deck = resolveDeck(parseTextDeck(text, 'deck.txt'), lookup);
  const facts = deckFacts(deck, (s) => lookup.normalStage(s));
  return { pod: podOdds(deck, facts), stats: statsOfDeck(deck, facts) };
}

describe('podOdds', () => {
  it("are stats' own figures, bit for bit: a Basic in the opening hand and invoked by turn 4", () => {
    for (const energy of [0, 4, 12, 40, 86]) {
      const extra = energy ? [`${energy} Basic Fire Energy TST 901`] : [];
      const { pod, stats } = both(deckText(['1 Blaze ex TST 1'], ['12 Flamey TST 11', ...extra]));
      if (!stats.ok) throw new Error('no stats');
      expect(pod).toEqual({
        basicInOpeningHand: stats.stats.openingHand.pAtLeastOneBasic,
        invokedByTurn4: stats.stats.invocation.byTurn[3]!.p,
      });
    }
  });

  it('are null where stats give no odds, and invoked-by-turn-4 is null without a Totem', () => {
    expect(both('4 Flamey TST 11').pod).toEqual({ basicInOpeningHand: null, invokedByTurn4: null });
    const { pod, stats } = both(deckText([], ['12 Flamey TST 11']));
    expect(stats.ok && stats.stats.invocation.byTurn).toEqual([]);
    expect(pod.invokedByTurn4).toBeNull();
  });
});
