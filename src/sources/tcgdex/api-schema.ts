import { z } from 'zod';

/**
 * The TCGdex REST answers (meta/definitions/api.d.ts, openapi.yaml of tcgdex/cards-database), checked before
 * anything reads them. One language per answer: every text field is a string. Optional fields accept `null` as
 * well as absence. Unknown fields are dropped (the SDK's models also carry a reference to the SDK itself, which must not be copied).
 * A card parses into the shape of the data files (each text `{ en: "…" }`, `null` read as absence) so that
 * `to-raw` is the one converter for the checkout and the API.
 */

const opt = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);
/** A text as the data files write it: by language. */
const text = (schema: z.ZodType<string> = z.string()) => schema.transform((en) => ({ en }));
const optText = opt(z.string()).transform((en) => (en === undefined ? undefined : { en }));
/** Old cards may name an attack in French or German only: no English name. */
const nameText = text(opt(z.string()).transform((name) => name ?? ''));

export const apiCardResumeSchema = z.object({
  id: z.string().min(1),
  localId: z.string().min(1),
  name: z.string(),
});

export const apiSetResumeSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});

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

const value = opt(z.union([z.string(), z.number()]));
const typeValue = z.object({ type: z.string(), value });

/** `GET /v2/{lang}/cards/{id}`. */
export const apiCardSchema = z.object({
  id: z.string().min(1),
  localId: z.string().min(1),
  name: text(z.string().min(1)),
  category: z.string(),
  set: z.object({ id: z.string().min(1), serie: opt(z.object({ id: z.string() })) }),
  rarity: opt(z.string()),
  hp: opt(z.union([z.number(), z.string()])),
  types: opt(z.array(z.string())),
  evolveFrom: optText,
  // Some answers write "Stage 1", the data files "Stage1".
  stage: opt(z.string()).transform((stage) => stage?.replace(/^Stage (\d)$/, 'Stage$1')),
  suffix: opt(z.string()),
  item: opt(z.object({ name: nameText, effect: optText })),
  abilities: opt(z.array(z.object({ type: opt(z.string()), name: nameText, effect: optText }))),
  attacks: opt(z.array(z.object({ cost: opt(z.array(z.string())), name: nameText, effect: optText, damage: value }))),
  weaknesses: opt(z.array(typeValue)),
  resistances: opt(z.array(typeValue)),
  retreat: opt(z.number()),
  effect: optText,
  trainerType: opt(z.string()),
  energyType: opt(z.string()),
  regulationMark: opt(z.string()),
  dexId: opt(z.array(z.number())),
});
export type ApiCard = z.infer<typeof apiCardSchema>;
