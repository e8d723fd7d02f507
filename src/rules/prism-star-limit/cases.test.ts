import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

describe('prism-star-limit', () => {
  ruleTable([
    {
      name: 'one ◇ card of a name',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Prism Mon ◇ TST 21', '1 Lysandre ◇ TST 35']),
      expect: [],
    },
    {
      name: 'two ◇ Pokémon with the same name (mechanically different)',
      deck: deckText(
        ['1 Blaze ex TST 1'],
        ['1 Flamey TST 11', '1 Prism Mon ◇ TST 21', '1 Prism Mon Prism Star TST 22'],
      ),
      expect: [['prism-star-limit', 6, 'over-limit']],
    },
    {
      name: 'two copies of one ◇ card: the singleton problem only',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '2 Lysandre ◇ TST 35']),
      expect: [['singleton', 5, 'same-card']],
    },
    {
      name: 'two copies of one ◇ card with singleton a warning: the limit still holds',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '2 Lysandre ◇ TST 35']),
      settings: { singleton: 'warn' },
      expect: [
        ['singleton', 5, 'same-card', {}, 'warning'],
        ['prism-star-limit', 5, 'over-limit', {}, 'error'],
      ],
    },
  ]);
});
