import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';

const body = (pokemonHeader: string, total: string) =>
  ['Totem: 1', '1 Blaze ex TST 1', pokemonHeader, '1 Flamey TST 11', '98 Basic Fire Energy TST 901', total].join('\n');

describe('section-count', () => {
  ruleTable([
    { name: 'counts that agree', deck: body('Pokémon: 99', 'Total Cards: 100'), expect: [] },
    { name: 'a header that disagrees', deck: body('Pokémon: 12', 'Total Cards: 100'), expect: [['section-count', 3]] },
    { name: 'a total that disagrees', deck: body('Pokemon: 99', 'Total Cards: 60'), expect: [['section-count', 6]] },
  ]);
});
