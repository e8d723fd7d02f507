import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withOverrides } from '../../src/cards/overrides.js';
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

it('every override says why', () => {
  for (const source of [table.tcgdex, table.pokemontcg])
    for (const entry of Object.values(source)) expect(String(entry.why).length).toBeGreaterThan(10);
});
