import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withOverrides } from '../../src/packer/overrides.js';
import { card } from '../helpers/synthetic.js';

const table = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/card-overrides.json'), 'utf8')) as {
  tcgdex: Record<string, Record<string, unknown>>;
  pokemontcg: Record<string, Record<string, unknown>>;
};

it('an override replaces the named fields and the fingerprint follows', () => {
  const pikachu = card({ id: 'swshp-SWSH139', name: 'Pikachu V-UNION', types: ['Lightning'], retreat: 0 });
  const fixed = withOverrides(pikachu, 'tcgdex');
  expect(fixed.retreat).toBe(2);
  expect(fixed.fingerprint).not.toBe(pikachu.fingerprint);
  expect(withOverrides(pikachu, 'pokemontcg')).toBe(pikachu);
});

it('changes the attacks named and keeps the others; a name the card lacks is reported', () => {
  const attack = (name: string, damage: string) => ({ name, cost: ['Grass'], damage, text: '' });
  const nidoking = card({
    id: 'base4-11',
    setId: 'tst',
    name: 'Nidoking',
    attacks: [attack('Thrash', '30'), attack('Toxic', '40')],
  });
  const issues: string[] = [];
  const fixed = withOverrides(nidoking, 'tcgdex', issues);
  expect(fixed.attacks.map((a) => a.damage)).toEqual(['30', '20']);
  expect(issues).toEqual([]);
  withOverrides(
    card({ id: 'base4-11', setId: 'tst', name: 'Nidoking', attacks: [attack('Poison Horn', '40')] }),
    'tcgdex',
    issues,
  );
  expect(issues).toEqual([expect.stringMatching(/base4-11 has no attack "Toxic"/)]);
});

it('a new name gives a new singleton name and lookup key; Ancient Trait and Weakness are replaced whole', () => {
  const oak = withOverrides(
    card({ id: 'base4-102', setId: 'tst', name: 'Impostor Professor Oak', supertype: 'Trainer', hp: null }),
    'tcgdex',
  );
  expect([oak.name, oak.singletonName, oak.nameKey]).toEqual([
    'Imposter Professor Oak',
    'Imposter Professor Oak',
    'imposter professor oak',
  ]);
  const altaria = withOverrides(card({ id: 'xyp-XY46', setId: 'tst', name: 'Altaria' }), 'tcgdex');
  expect(altaria.ancientTrait?.name).toBe('Δ Evolution');
  const pichu = withOverrides(
    card({ id: 'ecard1-58', setId: 'tst', name: 'Pichu', weaknesses: [{ type: 'Lightning', value: '×2' }] }),
    'tcgdex',
  );
  expect(pichu.weaknesses).toEqual([]);
});

it('every override says why', () => {
  for (const source of [table.tcgdex, table.pokemontcg])
    for (const entry of Object.values(source)) expect(String(entry.why).length).toBeGreaterThan(10);
});
