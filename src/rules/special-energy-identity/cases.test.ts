import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('special-energy-identity', () => {
  ruleTable([
    {
      name: 'Special Colorless Energy with Colorless in the identity',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Jetty Energy TST 50']),
      expect: [],
    },
    {
      name: 'Special Colorless Energy under a Retreat Cost 0 Totem',
      deck: deckText(['1 Zero ex TST 2'], ['1 Drip TST 13', '1 Jetty Energy TST 50'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [['special-energy-identity', 5, 'colorless']],
    },
    {
      name: 'a Fire-only Special Energy under a Fire identity',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Burnish Energy TST 51']),
      expect: [],
    },
    {
      name: 'a Fire-only Special Energy under a Water Totem',
      deck: deckText(['1 Zero ex TST 2'], ['1 Drip TST 13', '1 Burnish Energy TST 51'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [['special-energy-identity', 5, 'typed']],
    },
    {
      name: 'Psychic + Darkness energy needs both',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '1 Rocket Energy TST 52']),
      expect: [['special-energy-identity', 6, 'typed']],
    },
    {
      name: 'every type of basic Energy needs all nine',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Old Rainbow Energy TST 53']),
      expect: [['special-energy-identity', 5, 'typed']],
    },
    {
      name: 'an Energy whose text cannot be read is a warning',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Mystery Goo Energy TST 55']),
      expect: [['special-energy-identity', 5, 'unknown']],
    },
  ]);
});
