import { z } from 'zod';

/**
 * The TCGdex REST answers (meta/definitions/api.d.ts, openapi.yaml of tcgdex/cards-database), checked before
 * anything reads them. One language per answer: every text field is a string. Optional fields accept `null` as
 * well as absence. Unknown fields are dropped (the SDK's models also carry a reference to the SDK itself, which must not be copied).
 */

const opt = <T extends z.ZodType>(schema: T) => schema.nullish();

export const apiCardResumeSchema = z.object({
  id: z.string().min(1),
  localId: z.string().min(1),
  name: z.string(),
});
export type ApiCardResume = z.infer<typeof apiCardResumeSchema>;

export const apiSetResumeSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});
export type ApiSetResume = z.infer<typeof apiSetResumeSchema>;

const cardCount = z.object({ official: opt(z.number()), total: opt(z.number()) });

/** `GET /v2/{lang}/sets/{id}`: the set with its series, PTCGL code and card list. */
export const apiSetSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  serie: z.object({ id: z.string().min(1), name: opt(z.string()) }),
  releaseDate: opt(z.string()),
  cardCount: opt(cardCount),
  abbreviation: opt(z.object({ official: opt(z.string()) })),
  cards: z.array(apiCardResumeSchema),
});
export type ApiSet = z.infer<typeof apiSetSchema>;

const typeValue = z.object({ type: z.string(), value: opt(z.union([z.string(), z.number()])) });

/** `GET /v2/{lang}/cards/{id}`. */
export const apiCardSchema = z.object({
  id: z.string().min(1),
  localId: z.string().min(1),
  name: z.string().min(1),
  category: z.string(),
  set: z.object({ id: z.string().min(1), serie: opt(z.object({ id: z.string() })) }),
  rarity: opt(z.string()),
  hp: opt(z.union([z.number(), z.string()])),
  types: opt(z.array(z.string())),
  evolveFrom: opt(z.string()),
  stage: opt(z.string()),
  suffix: opt(z.string()),
  item: opt(z.object({ name: opt(z.string()), effect: opt(z.string()) })),
  abilities: opt(z.array(z.object({ type: opt(z.string()), name: opt(z.string()), effect: opt(z.string()) }))),
  attacks: opt(
    z.array(
      z.object({
        cost: opt(z.array(z.string())),
        // Old cards may name an attack in French or German only: no English name.
        name: opt(z.string()),
        effect: opt(z.string()),
        damage: opt(z.union([z.string(), z.number()])),
      }),
    ),
  ),
  weaknesses: opt(z.array(typeValue)),
  resistances: opt(z.array(typeValue)),
  retreat: opt(z.number()),
  effect: opt(z.string()),
  trainerType: opt(z.string()),
  energyType: opt(z.string()),
  regulationMark: opt(z.string()),
  dexId: opt(z.array(z.number())),
});
export type ApiCard = z.infer<typeof apiCardSchema>;
