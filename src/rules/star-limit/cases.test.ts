import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('star-limit', () => {
  ruleTable([
    {
      name: 'one Pokémon ★',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Shade ★ TST 19']),
      expect: [],
    },
    {
      name: 'two different Pokémon ★',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Shade ★ TST 19', '1 Glint Star TST 20']),
      expect: [['star-limit', 6, 'over-limit']],
    },
    {
      name: 'two copies of one Pokémon ★: the singleton problem only',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '2 Shade ★ TST 19']),
      expect: [['singleton', 5, 'same-card']],
    },
    {
      name: 'two copies of one Pokémon ★ with singleton a warning: the limit still holds',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '2 Shade ★ TST 19']),
      settings: { singleton: 'warn' },
      expect: [
        ['singleton', 5, 'same-card', {}, 'warning'],
        ['star-limit', 5, 'over-limit', {}, 'error'],
      ],
    },
  ]);
});
