import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('banned', () => {
  ruleTable([
    {
      name: 'nothing is banned by default',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Banned Thing TST 37']),
      expect: [],
    },
    {
      name: 'a house ban by name',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Banned Thing TST 37']),
      bans: [{ name: 'Banned Thing', source: 'house' }],
      expect: [['banned', 5, 'banned']],
    },
    {
      name: 'a ban by id hits that printing only',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Poke Ball TST 32']),
      bans: [{ id: 'old-32', source: 'house' }],
      expect: [],
    },
    {
      name: 'a banned Totem',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']),
      bans: [{ name: 'Blaze ex', source: 'house' }],
      expect: [['banned', 2, 'banned']],
    },
  ]);
});
