import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

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
});
