import { z } from 'zod';
import type { Card, PokemonType } from '../model/card.js';
import { dataFile } from '../model/data-files.js';
import { fingerprintOf } from './fingerprint.js';

const fields = z.strictObject({
  retreat: z.number().int().min(0).max(5).optional(),
  hp: z.number().int().positive().nullable().optional(),
  types: z.array(z.string()).optional(),
  subtypes: z.array(z.string()).optional(),
  evolvesFrom: z.string().nullable().optional(),
  rules: z.array(z.string()).optional(),
  why: z.string().min(1),
});

const table = z.object({
  $comment: z.union([z.string(), z.array(z.string())]),
  tcgdex: z.record(z.string(), fields),
  pokemontcg: z.record(z.string(), fields),
});

export type OverrideSource = 'tcgdex' | 'pokemontcg';

let cached: z.infer<typeof table> | null = null;

/**
 * A card with the corrections `data/card-overrides.json` holds for its source. Facts that feed the rules
 * (Retreat Cost, stage subtypes …) come out the same whichever source a card came from.
 */
export function withOverrides(card: Card, source: OverrideSource): Card {
  cached ??= table.parse(dataFile<unknown>('card-overrides.json'));
  const entry = cached[source][card.id];
  if (!entry) return card;
  const { why: _why, ...changes } = entry;
  const fixed = { ...card, ...changes, types: (changes.types ?? card.types) as PokemonType[] };
  const { fingerprint: _old, ...rest } = fixed;
  return { ...fixed, fingerprint: fingerprintOf(rest) };
}
