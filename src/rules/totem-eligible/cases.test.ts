import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

const union = (pieces: string[]) => pieces.map((n) => `1 Volt V-UNION PR-SW ${n}`);
describe('totem-eligible', () => {
  ruleTable([
    { name: 'a Pokémon ex is eligible', deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']), expect: [] },
    { name: 'a Radiant Pokémon is eligible', deck: deckText(['1 Radiant Sun TST 6'], ['1 Flamey TST 11']), expect: [] },
    {
      name: 'a Pokémon without a Rule Box is not',
      deck: deckText(['1 Flamey TST 11'], ['1 Blazer TST 10', '1 Flamey TST 12']),
      expect: [['totem-eligible', 2, 'not-eligible']],
    },
    {
      name: 'a Trainer is not',
      deck: deckText(['1 Ultra Ball TST 38'], ['1 Flamey TST 11']),
      expect: [['totem-eligible', 2, 'not-eligible']],
    },
    {
      name: 'two Totems',
      deck: deckText(['1 Blaze ex TST 1', '1 Gray ex TST 3'], ['1 Flamey TST 11']),
      expect: [
        ['deck-size', null, 'size'],
        ['totem-eligible', 3, 'more-than-one'],
      ],
    },
    {
      name: 'a LEGEND with both halves (98-card deck)',
      deck: deckText(['1 Duo LEGEND UD 87', '1 Duo LEGEND UD 88'], ['1 Drip TST 13'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [],
    },
    {
      name: 'a LEGEND with one half',
      deck: deckText(['1 Duo LEGEND UD 87'], ['1 Drip TST 13'], { filler: 'Basic Water Energy TST 902', size: 99 }),
      expect: [
        ['deck-size', null, 'size'],
        ['totem-eligible', 2, 'incomplete-legend'],
      ],
    },
    {
      name: 'a LEGEND with the same half twice',
      deck: deckText(['2 Duo LEGEND UD 87'], ['1 Drip TST 13'], { filler: 'Basic Water Energy TST 902' }),
      expect: [
        ['totem-eligible', 2, 'incomplete-legend'],
        ['singleton', 2, 'same-card'],
      ],
    },
    {
      name: 'a V-UNION with its 4 pieces (96-card deck)',
      deck: deckText(union(['SWSH139', 'SWSH140', 'SWSH141', 'SWSH142']), ['1 Normie TST 15'], {
        filler: 'Basic Lightning Energy TST 905',
      }),
      expect: [],
    },
    {
      name: 'a V-UNION missing a piece',
      deck: deckText(union(['SWSH139', 'SWSH140', 'SWSH141']), ['1 Normie TST 15'], {
        filler: 'Basic Lightning Energy TST 905',
        size: 99,
      }),
      expect: [
        ['deck-size', null, 'size'],
        ['totem-eligible', 2, 'incomplete-vunion'],
      ],
    },
    {
      name: 'halves of two different LEGENDs: says which half belongs to which and what each lacks',
      deck: deckText(['1 Duo LEGEND UD 87', '1 Sky LEGEND UD 89'], ['1 Drip TST 13'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [['totem-eligible', 2, 'mixed-pieces', { count: 2 }]],
    },
  ]);
});

describe('totem-eligible, tribute variant (seed 001: a Totem is any Pokémon of the kinds it lists)', () => {
  const tribute = 'tribute' as const;
  ruleTable([
    {
      name: 'a Basic Pokémon without a Rule Box is a Totem there',
      deck: deckText(['1 Flamey TST 11'], ['1 Blazer TST 10', '1 Flamey TST 12']),
      variant: tribute,
      expect: [],
    },
    {
      name: 'a Stage 2 Pokémon without a Rule Box is a Totem there',
      deck: deckText(['1 Blaze TST 24'], ['1 Flamey TST 11']),
      variant: tribute,
      expect: [],
    },
    {
      name: 'a Rule Box Pokémon still is',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']),
      variant: tribute,
      expect: [],
    },
    {
      name: 'a Trainer is not, and the message names what the variant accepts',
      deck: deckText(['1 Ultra Ball TST 38'], ['1 Flamey TST 11']),
      variant: tribute,
      expect: [['totem-eligible', 2, 'not-eligible-tribute']],
    },
    {
      name: 'a LEGEND still needs both halves',
      deck: deckText(['1 Duo LEGEND UD 87'], ['1 Drip TST 13'], { filler: 'Basic Water Energy TST 902', size: 99 }),
      variant: tribute,
      expect: [
        ['deck-size', null, 'size'],
        ['totem-eligible', 2, 'incomplete-legend'],
      ],
    },
    {
      name: 'two Totems are still two',
      deck: deckText(['1 Flamey TST 11', '1 Drip TST 13'], ['1 Blazer TST 10']),
      variant: tribute,
      expect: [
        ['deck-size', null, 'size'],
        ['totem-eligible', 3, 'more-than-one'],
      ],
    },
  ]);
});
