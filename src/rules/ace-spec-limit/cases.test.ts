import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('ace-spec-limit', () => {
  ruleTable([
    {
      name: 'one ACE SPEC',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Ace Gadget TST 33']),
      expect: [],
    },
    {
      name: 'two different ACE SPEC cards',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Ace Gadget TST 33', '1 Ace Widget TST 34']),
      expect: [['ace-spec-limit', 6, 'over-limit']],
    },
  ]);
});
