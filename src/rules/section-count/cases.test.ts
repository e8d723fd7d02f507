import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';

const body = (pokemonHeader: string, total: string) =>
  ['Totem: 1', '1 Blaze ex TST 1', pokemonHeader, '1 Flamey TST 11', '98 Basic Fire Energy TST 901', total].join('\n');

describe('section-count', () => {
  ruleTable([
    { name: 'counts that agree', deck: body('Pokémon: 99', 'Total Cards: 100'), expect: [] },
    {
      name: 'a header that disagrees',
      deck: body('Pokémon: 12', 'Total Cards: 100'),
      expect: [['section-count', 3, 'header']],
    },
    {
      name: 'a total that disagrees',
      deck: body('Pokemon: 99', 'Total Cards: 60'),
      expect: [['section-count', 6, 'total']],
    },
    {
      name: 'a header that counts card lines, not cards (PTCGL in several languages) agrees',
      deck: body('Pokémon: 2', 'Total Cards: 100'),
      expect: [],
    },
    {
      name: 'a house config turns the warning into an error',
      deck: body('Pokémon: 12', 'Total Cards: 100'),
      settings: { 'section-count': 'error' },
      expect: [['section-count', 3, 'header', { declared: 12, cards: 99 }, 'error']],
    },
  ]);
});
