import { expect, it } from 'vitest';
import { crosscheck, type CardStore } from '../../src/check/crosscheck.js';
import { card } from '../helpers/synthetic.js';

// "Same card as" groups the printings of one card. A group whose ids came in another order than a string sort
// (tst-9 before tst-10, as a store lists them by number) once lost its first-sorted id: the group was sorted while
// it was being walked, so that id was never given a group and was never compared.
const store = (): CardStore => ({
  allCards: () => [card({ id: 'tst-9', name: 'Pichu' }), card({ id: 'tst-10', name: 'Pichu' })],
  speciesStage: () => undefined,
});

it('compares every printing of a group, whatever order the store lists them in', () => {
  const { rows } = crosscheck(store(), store());
  expect(rows.find((r) => r.fact === 'same card as')).toEqual({ fact: 'same card as', compared: 2, agreeing: 2 });
});
