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
      name: 'no Totem but 100 cards: totem-missing alone, not "remove 1 card" (one of them is meant to be the Totem)',
      deck: deckText([], ['1 Flamey TST 11']),
      expect: [['totem-missing', null, 'missing']],
    },
    {
      name: 'no Totem and 60 cards: the deck size is wrong too',
      deck: deckText([], ['1 Flamey TST 11'], { size: 60 }),
      expect: [
        ['totem-missing', null, 'missing'],
        ['deck-size', null, 'size'],
      ],
    },
    {
      name: 'no Totem, and exactly one Rule Box Pokémon in the list: it is suggested as the Totem',
      deck: deckText([], ['1 Flamey TST 11', '1 Blaze ex TST 1']),
      expect: [['totem-missing', null, 'missing-one-candidate', { line: 3 }]],
    },
  ]);
});

describe('totem-missing, tribute variant', () => {
  const tribute = 'tribute' as const;
  ruleTable([
    {
      name: 'no Totem: says that any Pokémon of the listed kinds can be the Totem there',
      deck: deckText([], ['1 Flamey TST 11', '1 Blaze ex TST 1']),
      variant: tribute,
      expect: [['totem-missing', null, 'missing-tribute']],
    },
    {
      name: 'no Totem and exactly one Pokémon in the list: it is suggested, Rule Box or not',
      deck: deckText([], ['1 Flamey TST 11']),
      variant: tribute,
      expect: [['totem-missing', null, 'missing-one-pokemon', { line: 2 }]],
    },
    {
      name: 'a Totem section is a Totem',
      deck: deckText(['1 Flamey TST 11'], ['1 Drip TST 13']),
      variant: tribute,
      expect: [],
    },
  ]);
});
