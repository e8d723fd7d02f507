import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('type-identity', () => {
  ruleTable([
    {
      name: 'own type, attack type and Colorless from Retreat Cost',
      deck: deckText(
        ['1 Blaze ex TST 1'],
        ['1 Flamey TST 11', '1 Evolver TST 23', '1 Normie TST 15', '5 Basic Darkness Energy TST 904'],
      ),
      expect: [],
    },
    {
      name: 'one extra type is inferred into the free slot',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '3 Basic Water Energy TST 902']),
      expect: [],
    },
    {
      name: 'a second extra type does not fit',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '1 Leafy TST 14']),
      expect: [['type-identity', 6, 'pokemon-outside']],
    },
    {
      name: 'a house rule turns type-identity off: no other rule brings the same cards back',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13', '1 Leafy TST 14']),
      settings: { 'type-identity': 'off' },
      expect: [],
    },
    {
      name: 'a dual-type Pokémon needs both types',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Duality TST 17', '1 Drip TST 13']),
      expect: [['type-identity', 6, 'pokemon-outside']],
    },
    {
      name: 'Retreat Cost 0 bans Colorless Pokémon',
      deck: deckText(['1 Zero ex TST 2'], ['1 Drip TST 13', '1 Normie TST 15'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [['type-identity', 5, 'pokemon-outside']],
    },
    {
      name: 'a Colorless Totem with Retreat Cost 0 still allows Colorless',
      deck: deckText(['1 Gray Zero ex TST 4'], ['1 Normie TST 15', '1 Jetty Energy TST 50'], { size: 3 }),
      expect: [['deck-size', null, 'size']],
    },
    {
      name: 'a Colorless Totem gets its full Retreat Cost as extra slots',
      deck: deckText(['1 Gray ex TST 3'], ['1 Normie TST 15', '1 Flamey TST 11', '1 Drip TST 13']),
      expect: [],
    },
    {
      name: 'Dragon needs Dragon: a Dragon Totem allows it',
      deck: deckText(['1 Wyrm ex TST 5'], ['1 Wyrmling TST 16', '1 Flamey TST 11']),
      expect: [],
    },
    {
      name: 'Dragon needs Dragon: a Fire Totem with a free slot takes it as the extra type',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Wyrmling TST 16']),
      expect: [],
    },
    {
      name: 'basic Energy outside the identity',
      deck: deckText(['1 Wyrm ex TST 5'], ['1 Wyrmling TST 16', '5 Basic Water Energy TST 902']),
      expect: [['type-identity', 5, 'energy-outside']],
    },
    {
      name: 'declared extra types decide instead of the deck',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Drip TST 13'], { header: ['Extra types: Grass'] }),
      expect: [['type-identity', 6, 'pokemon-outside']],
    },
  ]);
});
