import { describe, expect, it } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { check, deckText } from '../../../test/helpers/synthetic.js';
import { SPANISH } from '../../model/i18n/spanish.js';

describe('deck-size', () => {
  ruleTable([
    { name: '1 Totem + 99', deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11']), expect: [] },
    {
      name: '1 Totem + 98: one more basic Energy of the type the list plays, its section and total kept right',
      deck:
        deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'], { size: 99 }).replace('Pokémon:', 'Pokémon: 98') +
        '\nTotal Cards: 99',
      expect: [['deck-size', null, 'size']],
      repairs: [
        {
          suggestions: [
            [
              'add-energy',
              [
                { from: 5, to: 5, lines: ['98 Basic Fire Energy TST 901'] },
                { from: 3, to: 3, lines: ['Pokémon: 99'] },
                { from: 6, to: 6, lines: ['Total Cards: 100'] },
              ],
            ],
          ],
        },
      ],
    },
    {
      name: '1 Totem + 98 with no basic Energy: a new line of a type in the identity',
      deck: ['Totem: 1', '1 Blaze ex TST 1', 'Pokémon: 98', '98 Flamey TST 11'].join('\n'),
      expect: [['deck-size', null, 'size']],
      repairs: [
        {
          suggestions: [
            [
              'add-energy',
              [
                { from: 5, to: 4, lines: ['1 Basic Darkness Energy'] },
                { from: 3, to: 3, lines: ['Pokémon: 99'] },
              ],
            ],
          ],
        },
      ],
    },
    {
      name: '1 Totem + 100: one basic Energy out',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11'], { size: 101 }),
      expect: [['deck-size', null, 'size']],
      repairs: [{ suggestions: [['remove-cards', [{ from: 5, to: 5, lines: ['98 Basic Fire Energy TST 901'] }]]] }],
    },
    {
      name: 'LEGEND: 2 + 98',
      deck: deckText(['1 Duo LEGEND UD 87', '1 Duo LEGEND UD 88'], ['1 Drip TST 13'], {
        filler: 'Basic Water Energy TST 902',
      }),
      expect: [],
    },
    {
      name: 'LEGEND: 2 + 99 is 101',
      deck: deckText(['1 Duo LEGEND UD 87', '1 Duo LEGEND UD 88'], ['1 Drip TST 13'], {
        filler: 'Basic Water Energy TST 902',
        size: 101,
      }),
      expect: [['deck-size', null, 'size']],
    },
    {
      name: 'an unknown line still counts toward the size',
      deck: deckText(['1 Blaze ex TST 1'], ['1 Flamey TST 11', '1 Nonexistent Card']),
      expect: [['unknown-card', 5, 'no-such-name']],
    },
  ]);

  it('counts a one-card deck as one card, in English and Spanish', () => {
    const one = 'Totem:\n1 Blaze ex TST 1\n';
    const messages = (locale?: typeof SPANISH) =>
      check(one, { locale })
        .problems.filter((p) => p.rule === 'deck-size')
        .map((p) => p.message.split(';')[0]);
    expect(messages()).toEqual(['the deck has 1 card (Totem 1 + deck 0)']);
    expect(messages(SPANISH)).toEqual(['el mazo tiene 1 carta (Tótem 1 + mazo 0)']);
  });
});
