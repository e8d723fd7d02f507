import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('ambiguous-card', () => {
  ruleTable([
    {
      name: 'a name-only line whose printings are identical resolves',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Drip']),
      expect: [],
    },
    {
      name: 'a name-only line with two versions is ambiguous',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Drip', '1 Flamey']),
      expect: [['ambiguous-card', 5, 'versions']],
    },
    {
      name: 'a name-only Trainer with differing wording resolves to the newest',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Drip', '1 Poke Ball']),
      expect: [],
    },
  ]);
});
