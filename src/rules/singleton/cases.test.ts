import { describe } from 'vitest';
import { ruleTable } from '../../../test/helpers/rule-table.js';
import { deckText } from '../../../test/helpers/synthetic.js';

const totem = ['1 Blaze ex TST 1'];

describe('singleton', () => {
  ruleTable([
    {
      name: 'one of each card',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Poke Ball TST 32', '1 Jetty Energy TST 50']),
      expect: [],
    },
    {
      name: 'basic Energy in any number',
      deck: deckText(totem, ['1 Flamey TST 11', '50 Basic Fire Energy TST 901']),
      expect: [],
    },
    {
      name: 'two copies on one line',
      deck: deckText(totem, ['1 Flamey TST 11', '2 Poke Ball TST 32']),
      expect: [['singleton', 5, 'same-card']],
      repairs: [{ suggestions: [['remove-card', [{ from: 5, to: 5, lines: ['1 Poke Ball TST 32'] }]]] }],
    },
    {
      name: 'four copies on one line: one problem, with the copies and how many to remove',
      deck: deckText(totem, ['1 Flamey TST 11', '4 Poke Ball TST 32']),
      expect: [['singleton', 5, 'same-card', { copies: 4, remove: 3 }]],
    },
    {
      name: 'the same card on two lines, two copies on the second: one problem, both to remove',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Poke Ball TST 32', '2 Poke Ball TST 32']),
      expect: [['singleton', 6, 'same-card', { copies: 2, remove: 2 }]],
    },
    {
      name: 'the same card on two lines names both',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Poke Ball TST 32', '1 Poke Ball TST 32']),
      expect: [['singleton', 6, 'same-card']],
      repairs: [
        {
          fix: [
            'merge-lines',
            [
              { from: 5, to: 5, lines: ['2 Poke Ball TST 32'] },
              { from: 6, to: 6, lines: [] },
            ],
          ],
          suggestions: [['remove-line', [{ from: 6, to: 6, lines: [] }]]],
        },
      ],
    },
    {
      name: 'a second copy of the Totem in the deck',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Blaze ex TST 1']),
      expect: [['singleton', 5, 'same-card']],
      repairs: [{ suggestions: [['remove-line', [{ from: 5, to: 5, lines: [] }]]] }],
    },
    {
      name: "Professor's Research (Professor Sada) and (Professor Turo) are one name",
      deck: deckText(totem, ['1 Flamey TST 11', "1 Professor's Research TST 30", "1 Professor's Research TST 31"]),
      expect: [['singleton', 6, 'same-name']],
    },
    {
      name: 'Trainers with the same name but different text are one name',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Poke Ball TST 32', '1 Poke Ball OLD 32']),
      expect: [['singleton', 6, 'same-name']],
      repairs: [
        {
          suggestions: [
            ['remove-line', [{ from: 6, to: 6, lines: [] }]],
            ['remove-line', [{ from: 5, to: 5, lines: [] }]],
          ],
        },
      ],
    },
    {
      name: 'Lysandre ◇ and Lysandre are different names',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Lysandre TST 36', '1 Lysandre ◇ TST 35']),
      expect: [],
    },
    {
      name: 'a special Darkness Energy does not clash with basic Darkness Energy',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Darkness Energy TST 54', '5 Basic Darkness Energy TST 904']),
      expect: [],
    },
    {
      name: 'two special Energy with one name',
      deck: deckText(totem, ['1 Flamey TST 11', '2 Jetty Energy TST 50']),
      expect: [['singleton', 5, 'same-card']],
    },
    {
      name: 'official ruling: Professor Juniper and Professor Sycamore are one card',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Professor Juniper OLD 40', '1 Professor Sycamore OLD 41']),
      expect: [
        ['singleton', 6, 'same-ruling', { names: "Professor Juniper = Professor Sycamore = Professor's Research" }],
      ],
    },
    {
      name: "official ruling: Professor's Research of any professor and Professor Juniper are one card",
      deck: deckText(totem, ['1 Flamey TST 11', "1 Professor's Research TST 31", '1 Professor Juniper OLD 40']),
      expect: [['singleton', 6, 'same-ruling']],
    },
    {
      name: "official ruling: Lysandre and Boss's Orders are one card",
      deck: deckText(totem, ['1 Flamey TST 11', "1 Boss's Orders TST 39", '1 Lysandre TST 36']),
      expect: [['singleton', 6, 'same-ruling', { source: 'Play! Pokémon, Rebel Clash (2020)' }]],
    },
    {
      name: "the ruling names exactly: Lysandre ◇ and Boss's Orders are two names",
      deck: deckText(totem, ['1 Flamey TST 11', "1 Boss's Orders TST 39", '1 Lysandre ◇ TST 35']),
      expect: [],
    },
    {
      name: 'each card of a ruling alone is fine',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Professor Sycamore OLD 41', "1 Boss's Orders TST 39"]),
      expect: [],
    },
    {
      name: 'a house config turns the rulings off ("sameNameRulings": false)',
      deck: deckText(totem, ['1 Flamey TST 11', '1 Professor Juniper OLD 40', '1 Professor Sycamore OLD 41']),
      sameNameRulings: false,
      expect: [],
    },
  ]);
});
