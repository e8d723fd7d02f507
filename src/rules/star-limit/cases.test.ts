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
  ]);
});
