import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('basic-pokemon', () => {
  ruleTable([
    { name: 'a Basic Pokémon', deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']), expect: [] },
    {
      name: 'only evolutions',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Blazer TST 10', '1 Blaze TST 24']),
      expect: [['basic-pokemon', null, 'no-basic']],
    },
    {
      name: 'a Basic Totem does not count',
      deck: deckText(['1 Gray ex TST 3'], ['1 Blazer TST 10']),
      expect: [['basic-pokemon', null, 'no-basic']],
    },
    {
      name: 'a Baby Pokémon is a Basic Pokémon (Neo-era rules), though the data tags it only Baby',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Blazer TST 10', '1 Tiny Flame TST 60']),
      expect: [],
    },
    {
      name: 'an unknown line might be the Basic: not reported',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Blazer TST 10', '1 Mystery Mon']),
      expect: [['unknown-card', 5, 'no-such-name']],
    },
  ]);
});
