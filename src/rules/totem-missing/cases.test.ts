import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('totem-missing', () => {
  ruleTable([
    { name: 'a Totem section is a Totem', deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']), expect: [] },
    {
      name: 'a # totem: directive names the Totem and takes it out of the list',
      deck: `# totem: Blaze ex TST 1\n${deckText([], ['1 Blaze ex TST 1', '1 Flamey TST 11'])}`,
      expect: [],
    },
    {
      name: 'no Totem at all (and so 100 cards is one too many for the deck)',
      deck: deckText([], ['1 Flamey TST 11']),
      expect: [
        ['totem-missing', null],
        ['deck-size', null],
      ],
    },
  ]);
});
