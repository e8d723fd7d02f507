import { expect, it } from 'vitest';
import { mergeSources } from '../../src/packer/merge.js';
import type { Attack } from '../../src/model/card.js';
import { card } from '../helpers/synthetic.js';

const steamingMad: Attack = {
  name: 'Steaming Mad',
  cost: ['Fighting', 'Colorless'],
  damage: '20×',
  text: 'This attack does 20 damage times the number of damage counters on this Pokémon. This Pokémon is now Confused.',
};
const crazyHammer: Attack = {
  name: 'Crazy Hammer',
  cost: ['Fighting', 'Fighting', 'Colorless'],
  damage: '80+',
  text: 'If this Pokémon is affected by a Special Condition, this attack does 80 more damage.',
};
const machamp = (id: string, attacks: Attack[]) =>
  card({ id, name: 'Machamp-EX', hp: 180, types: ['Fighting'], retreat: 3, attacks });

// Machamp-EX XY108: pokemon-tcg-data stores Steaming Mad without its text, TCGdex lacks Crazy Hammer.
const aor37 = machamp('tst-37', [steamingMad, crazyHammer]);
const ptcg = machamp('tst-108', [{ ...steamingMad, text: '' }, crazyHammer]);
const tcgdex = machamp('tst-108', [steamingMad]);

it('a gap in one source never makes two printings different: either order of data dirs', () => {
  expect(ptcg.fingerprint).not.toBe(aor37.fingerprint);
  expect(tcgdex.fingerprint).not.toBe(aor37.fingerprint);
  expect(mergeSources(ptcg, tcgdex).fingerprint).toBe(aor37.fingerprint);
  expect(mergeSources(tcgdex, ptcg).fingerprint).toBe(aor37.fingerprint);
});

it('where both sources state a fact, the first one stands', () => {
  const other = machamp('tst-108', [{ ...steamingMad, damage: '30×' }, crazyHammer]);
  expect(mergeSources(aor37, other).attacks).toEqual(aor37.attacks);
  // an attack only the second lists, when the first has one the second lacks, is not added
  const odd = machamp('tst-108', [{ ...crazyHammer, name: 'Mega Punch' }, steamingMad]);
  expect(mergeSources(machamp('tst-108', [crazyHammer]), odd).attacks.map((a) => a.name)).toEqual(['Crazy Hammer']);
});

it('names in other languages: the first source wins, the second adds', () => {
  const a = { ...aor37, names: { fr: 'Mackogneur-EX' } };
  const b = { ...aor37, names: { fr: 'x', de: 'Machomei-EX' } };
  expect(mergeSources(a, b).names).toEqual({ fr: 'Mackogneur-EX', de: 'Machomei-EX' });
});
