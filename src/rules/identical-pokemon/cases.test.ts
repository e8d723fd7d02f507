import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

const totem = ['1 Blaze ex TST 1'];

describe('identical-pokemon', () => {
  ruleTable([
    {
      name: 'different versions of one name are fine',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Flamey TST 12']),
      expect: [],
    },
    {
      name: 'a reprint in another set is the same card',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Flamey OLD 11']),
      expect: [['identical-pokemon', 5, 'identical']],
    },
    {
      name: "the Totem's reprint in the deck",
      deck: deckText(totem, ['1 Flamey TST 11', '1 Blaze ex OLD 1']),
      expect: [['identical-pokemon', 5, 'identical']],
    },
    {
      name: 'the same printing twice is a singleton problem only',
      deck: deckText(totem, ['2 Flamey TST 11']),
      expect: [['singleton', 4, 'same-card']],
    },
    {
      name: 'V-UNION pieces share data but are different cards',
      deck: deckText(
        [
          '1 Volt V-UNION PR-SW SWSH139',
          '1 Volt V-UNION PR-SW SWSH140',
          '1 Volt V-UNION PR-SW SWSH141',
          '1 Volt V-UNION PR-SW SWSH142',
        ],
        ['1 Normie TST 15'],
        { filler: 'Basic Lightning Energy TST 905' },
      ),
      expect: [],
    },
  ]);
});
