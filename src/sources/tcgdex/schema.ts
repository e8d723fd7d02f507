import { z } from 'zod';
import { LiteralRef } from './literal.js';

/**
 * The shape of the TCGdex data files (`interfaces.d.ts` of tcgdex/cards-database), checked after the literal
 * reader: structure strictly, enumerations loosely (a new stage or rarity is mapped or reported by `to-raw`, not
 * refused here). Fields the card model does not use (variants, thirdParty, description …) pass through unchecked.
 */

/** `{ en: "…", fr: "…" }`; a language may be absent or `undefined`. */
const languages = z.record(z.string(), z.string().optional());

const ref = z.instanceof(LiteralRef);

export const tcgdexSerieSchema = z.looseObject({
  id: z.string().min(1),
  name: languages,
});
export type TcgdexSerie = z.infer<typeof tcgdexSerieSchema>;

export const tcgdexSetSchema = z.looseObject({
  id: z.string().min(1),
  name: languages,
  serie: z.union([ref, z.looseObject({ id: z.string() })]).optional(),
  abbreviations: z.record(z.string(), z.string().optional()).optional(),
  cardCount: z.looseObject({ official: z.number().optional() }).optional(),
  releaseDate: z.union([z.string(), languages]).optional(),
});
export type TcgdexSet = z.infer<typeof tcgdexSetSchema>;

const typeValue = z.looseObject({ type: z.string(), value: z.union([z.string(), z.number()]).optional() });

export const tcgdexCardSchema = z.looseObject({
  name: languages,
  category: z.string(),
  set: z.union([ref, z.looseObject({ id: z.string() })]).optional(),
  rarity: z.string().optional(),
  hp: z.union([z.number(), z.string()]).optional(),
  types: z.array(z.string()).optional(),
  evolveFrom: languages.optional(),
  stage: z.string().optional(),
  suffix: z.string().optional(),
  level: z.union([z.number(), z.string()]).optional(),
  item: z.looseObject({ name: languages, effect: languages.optional() }).optional(),
  abilities: z
    .array(z.looseObject({ type: z.string().optional(), name: languages, effect: languages.optional() }))
    .optional(),
  attacks: z
    .array(
      z.looseObject({
        cost: z.array(z.string()).optional(),
        name: languages,
        effect: languages.optional(),
        damage: z.union([z.string(), z.number()]).optional(),
      }),
    )
    .optional(),
  weaknesses: z.array(typeValue).optional(),
  resistances: z.array(typeValue).optional(),
  retreat: z.number().optional(),
  effect: languages.optional(),
  trainerType: z.string().optional(),
  energyType: z.string().optional(),
  regulationMark: z.string().optional(),
  dexId: z.array(z.number()).optional(),
});
export type TcgdexCard = z.infer<typeof tcgdexCardSchema>;

/** A set of a TCGdex checkout as its reader gives it (packer/tcgdex-checkout.ts), and what to-raw.ts reads. */
export interface TcgdexSetEntry {
  /** TCGdex set id (`sv03`). */
  id: string;
  data: TcgdexSet;
  serie: TcgdexSerie;
  file: string;
  /** How many card files the set's folder holds. */
  cardFiles: number;
}

export interface TcgdexCardEntry {
  /** `<tcgdexSetId>-<localId>` (`sv03-125`). */
  id: string;
  /** The file name without `.ts`, URL-decoded (`%3F` → `?`). */
  localId: string;
  setId: string;
  file: string;
  data: TcgdexCard;
}
