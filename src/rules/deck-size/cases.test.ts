import { describe, expect, it } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { check, deckText } from '../../../test/helpers/synthetic.js';
import { SPANISH } from '../../model/i18n/spanish.js';

describe('deck-size', () => {
  ruleTable([
    { name: '1 Totem + 99', deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']), expect: [] },
    {
      name: '1 Totem + 98',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'], { size: 99 }),
      expect: [['deck-size', null, 'size']],
    },
    {
      name: '1 Totem + 100',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'], { size: 101 }),
      expect: [['deck-size', null, 'size']],
    },
    {
      name: 'LEGEND: 2 + 98',
      deck: deckText(['1 Duo LEGEND UD 87', '1 Duo LEGEND UD 88'], ['1 Drip TST 13'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [],
    },
    {
      name: 'LEGEND: 2 + 99 is 101',
      deck: deckText(['1 Duo LEGEND UD 87', '1 Duo LEGEND UD 88'], ['1 Drip TST 13'], {
        filler: 'Basic Water Energy TST 902',
        size: 101,
      }),
      expect: [['deck-size', null, 'size']],
    },
    {
      name: 'an unknown line still counts toward the size',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Nonexistent Card']),
      expect: [['unknown-card', 5, 'no-such-name']],
    },
  ]);

  it('counts a one-card deck as one card, in English and Spanish', () => {
    const one = 'Totem:\n1 Blaze ex TST 1\n';
    const messages = (locale?: typeof SPANISH) =>
      check(one, { locale })
        .problems.filter((p) => p.rule === 'deck-size')
        .map((p) => p.message.split(';')[0]);
    expect(messages()).toEqual(['the deck has 1 card (Totem 1 + deck 0)']);
    expect(messages(SPANISH)).toEqual(['el mazo tiene 1 carta (Tótem 1 + mazo 0)']);
  });
});
