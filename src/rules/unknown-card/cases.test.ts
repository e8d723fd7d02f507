import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('unknown-card', () => {
  ruleTable([
    { name: 'a known card', deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']), expect: [] },
    {
      name: 'a misspelt name',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Poke Bal']),
      expect: [['unknown-card', 5, 'no-such-name']],
    },
    {
      name: 'a name in a script the card data has no names in: no Latin suggestions; says what will be read',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '3 氣球']),
      expect: [['unknown-card', 5, 'unread-script', { name: '氣球' }]],
    },
    {
      name: 'a set number holding another card',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 14']),
      expect: [['unknown-card', 5, 'name-mismatch']],
    },
    {
      name: 'a basic Energy whose printing the card data lacks is that basic Energy (with a note)',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'], { filler: 'Basic {R} Energy MEE 10' }),
      expect: [],
    },
    {
      name: 'a basic Energy printing that holds another card is still an error',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Water Energy TST 901']),
      expect: [['unknown-card', 5, 'name-mismatch']],
    },
    {
      name: 'a number the set does not have',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 999']),
      expect: [['unknown-card', 5, 'no-such-number']],
    },
  ]);
});
