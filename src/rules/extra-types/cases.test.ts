import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('extra-types', () => {
  ruleTable([
    {
      name: 'one declared type in one slot',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13'], { header: ['Extra types: Water'] }),
      expect: [],
    },
    {
      name: 'symbols work',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13'], { header: ['# extra-types: {W}'] }),
      expect: [],
    },
    {
      name: 'two declared types for one slot',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'], { header: ['Extra types: Water, Grass'] }),
      expect: [['extra-types', 1, 'overflow']],
    },
    {
      name: 'a name that is no type',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'], { header: ['Extra types: Wind'] }),
      expect: [['extra-types', 1, 'not-a-type']],
    },
    {
      name: 'Dragon is a valid extra type',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Wyrmling TST 16'], {
        header: ['Extra types: Dragon'],
      }),
      expect: [],
    },
    {
      name: 'a type the Totem already grants takes no slot',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13'], {
        header: ['Extra types: Fire, Water'],
      }),
      expect: [],
    },
  ]);
});
