import { z } from 'zod';

/**
 * A card as pokemon-tcg-data and the Pokémon TCG API v2 publish it. Loose where the data is loose (numbers as
 * strings, missing arrays), strict where a wrong value would mislead a rule.
 */
const typeValue = z.object({ type: z.string(), value: z.string().optional().default('') });

export const rawCardSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  supertype: z.string().min(1),
  subtypes: z.array(z.string()).nullish(),
  hp: z.union([z.string(), z.number()]).nullish(),
  types: z.array(z.string()).nullish(),
  evolvesFrom: z.string().nullish(),
  rules: z.array(z.string()).nullish(),
  abilities: z
    .array(
      z.object({
        name: z.string(),
        text: z.string().optional().default(''),
        type: z.string().optional().default('Ability'),
      }),
    )
    .nullish(),
  attacks: z
    .array(
      z.object({
        name: z.string(),
        cost: z.array(z.string()).nullish(),
        damage: z.string().nullish(),
        text: z.string().nullish(),
      }),
    )
    .nullish(),
  ancientTrait: z.object({ name: z.string(), text: z.string().optional().default('') }).nullish(),
  weaknesses: z.array(typeValue).nullish(),
  resistances: z.array(typeValue).nullish(),
  retreatCost: z.array(z.string()).nullish(),
  convertedRetreatCost: z.number().nullish(),
  number: z.string().min(1),
  rarity: z.string().nullish(),
  regulationMark: z.string().nullish(),
  set: z.object({ id: z.string() }).passthrough().optional(),
});

export const rawSetSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  series: z.string().optional().default(''),
  ptcgoCode: z.string().nullish(),
  releaseDate: z.string().optional().default('1970/01/01'),
  total: z.number().optional().default(0),
});

/**
 * One page of the API's `/cards` or `/sets` answer. The API always says how many cards match (`totalCount`): a
 * bare `{"data": []}` is an empty page from something else (a proxy, a broken server), not "no such card".
 */
export const apiPageSchema = z.object({
  data: z.array(z.unknown()),
  page: z.number().optional(),
  pageSize: z.number().optional(),
  count: z.number().optional(),
  totalCount: z.number(),
});
