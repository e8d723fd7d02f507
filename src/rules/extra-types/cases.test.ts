import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';
import { types } from '../../model/message.js';

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
    {
      name: 'rulebook §3.4 counts used types: one left off the line takes a free slot, with a warning naming it',
      deck: deckText(['1 Gray ex TST 3'], ['1 Drip TST 13', '1 Leafy TST 14'], { header: ['Extra types: Water'] }),
      expect: [['extra-types', 1, 'undeclared', { type: types(['Grass']) }, 'warning']],
    },
    {
      name: 'a used type left off the line with no slot left is an error (type-identity), not a warning',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Drip TST 13', '1 Leafy TST 14'], { header: ['Extra types: Water'] }),
      expect: [['type-identity', 6, 'pokemon-outside']],
    },
    {
      name: 'no Extra types line: used types fill the slots without a warning',
      deck: deckText(['1 Gray ex TST 3'], ['1 Drip TST 13', '1 Leafy TST 14']),
      expect: [],
    },
  ]);
});
