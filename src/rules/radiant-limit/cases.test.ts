import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('radiant-limit', () => {
  ruleTable([
    {
      name: 'one Radiant in the deck',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Radiant Moon TST 18']),
      expect: [],
    },
    {
      name: 'a Radiant Totem and a Radiant in the deck',
      deck: deckText(['1 Radiant Sun TST 6'], ['1 Flamey TST 11', '1 Radiant Moon TST 18'], {
        filler: 'Basic Fire Energy TST 901',
      }),
      expect: [
        ['radiant-limit', 5, 'over-limit'],
        ['type-identity', 5, 'pokemon-outside'],
      ],
    },
  ]);
});
