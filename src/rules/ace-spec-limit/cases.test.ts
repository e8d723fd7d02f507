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
    {
      name: 'one ACE SPEC printed twice: the singleton problem only (one cause, once)',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Ace Gadget TST 33', '1 Ace Gadget OLD 33']),
      expect: [['singleton', 6, 'same-name']],
    },
    {
      name: 'singleton a warning: the official limit still holds (an error beside the warning)',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Ace Gadget TST 33', '1 Ace Gadget OLD 33']),
      settings: { singleton: 'warn', 'identical-pokemon': 'warn' },
      expect: [
        ['singleton', 6, 'same-name', {}, 'warning'],
        ['ace-spec-limit', 6, 'over-limit', {}, 'error'],
      ],
    },
    {
      name: 'singleton off: the limit holds',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '2 Ace Gadget TST 33']),
      settings: { singleton: 'off' },
      expect: [['ace-spec-limit', 5, 'over-limit', {}, 'error']],
    },
  ]);
});
