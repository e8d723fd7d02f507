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
    {
      name: "a Radiant Totem's reprint in the deck: the same card twice, reported once (identical-pokemon)",
      deck: deckText(['1 Radiant Sun TST 6'], ['1 Flamey TST 11', '1 Radiant Sun OLD 6'], {
        filler: 'Basic Fire Energy TST 901',
      }),
      expect: [['identical-pokemon', 5, 'identical']],
    },
    {
      name: 'two copies of one Radiant: the singleton problem only',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '2 Radiant Moon TST 18']),
      expect: [['singleton', 5, 'same-card']],
    },
    {
      name: 'with identical-pokemon off, the limit still holds',
      deck: deckText(['1 Radiant Sun TST 6'], ['1 Flamey TST 11', '1 Radiant Sun OLD 6'], {
        filler: 'Basic Fire Energy TST 901',
      }),
      settings: { 'identical-pokemon': 'off' },
      expect: [['radiant-limit', 5, 'over-limit']],
    },
    {
      name: 'identical-pokemon a warning: the limit still holds',
      deck: deckText(['1 Radiant Sun TST 6'], ['1 Flamey TST 11', '1 Radiant Sun OLD 6'], {
        filler: 'Basic Fire Energy TST 901',
      }),
      settings: { singleton: 'warn', 'identical-pokemon': 'warn' },
      expect: [
        ['identical-pokemon', 5, 'identical', {}, 'warning'],
        ['radiant-limit', 5, 'over-limit', {}, 'error'],
      ],
    },
    {
      name: 'two copies of one Radiant with singleton a warning: the limit still holds',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '2 Radiant Moon TST 18']),
      settings: { singleton: 'warn' },
      expect: [
        ['singleton', 5, 'same-card', {}, 'warning'],
        ['radiant-limit', 5, 'over-limit', {}, 'error'],
      ],
    },
  ]);
});
