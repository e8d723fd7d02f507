import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';

const body = (pokemonHeader: string, total: string) =>
  ['Totem: 1', '1 Blaze ex TST 1', pokemonHeader, '1 Flamey TST 11', '98 Basic Fire Energy TST 901', total].join('\n');

describe('section-count', () => {
  ruleTable([
    { name: 'counts that agree', deck: body('Pokémon: 99', 'Total Cards: 100'), expect: [] },
    {
      name: 'a header that disagrees: fixed in its own words and style',
      deck: body('##Pokémon - 12', 'Total Cards: 100'),
      expect: [['section-count', 3, 'header']],
      repairs: [{ fix: ['set-count', [{ from: 3, to: 3, lines: ['##Pokémon - 99'] }]] }],
    },
    {
      name: "a total that disagrees: fixed in the list's language",
      deck: body('Pokemon: 99', 'Cartas totales: 60'),
      expect: [['section-count', 6, 'total']],
      repairs: [{ fix: ['set-count', [{ from: 6, to: 6, lines: ['Cartas totales: 100'] }]] }],
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
