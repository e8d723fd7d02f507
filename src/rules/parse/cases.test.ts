import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('parse', () => {
  ruleTable([
    {
      name: 'headers, comments and blank lines',
      deck: ['// a comment', '# another', '', deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'])].join('\n'),
      expect: [],
    },
    {
      name: 'a line that is no card',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', 'lorem ipsum']),
      expect: [['parse', 5, 'not-a-card-line']],
    },
    {
      name: 'a count of 0',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '0 Poke Ball TST 32']),
      expect: [['parse', 5, 'impossible-count']],
    },
  ]);
});
