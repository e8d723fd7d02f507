import { describe, expect, it } from 'vitest';
import { cost, identity, totems } from '../../src/lib/browser.js';
import { CARDS, SETS } from '../helpers/synthetic.js';

// A card source whose Totem's name carries a terminal escape and a line break, as hostile card data could.
const HOSTILE = CARDS.map((c) => (c.id === 'tst-1' ? { ...c, name: 'Blaze\u001b[31m\nex' } : c));
const cards = { sets: () => SETS, cards: () => HOSTILE };

describe('library answers are finished: every string made safe to print', () => {
  it('cost, identity and totems clean a card name from the card data', async () => {
    const answers = [
      await cost('tst-1', { cards, config: false }),
      await identity('tst-1', { cards, config: false }),
      await totems('Fire', { cards, config: false }),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toMatch(/\\u001b|\\n/);
    expect(answers[0]).toMatchObject({ card: { name: 'Blaze⏎ex' } });
  });
});
