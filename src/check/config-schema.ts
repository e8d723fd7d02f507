import { z } from 'zod';

export { describeZodError } from '../model/zod-error.js';

const banSchema = z.union([
  z.string().min(1),
  z
    .object({ name: z.string().min(1).optional(), id: z.string().min(1).optional(), reason: z.string().optional() })
    .strict()
    .refine((b) => b.name || b.id, { message: 'a ban needs a name or an id' }),
]);

export const configSchema = z
  .object({
    $schema: z.string().optional(),
    rules: z.record(z.string(), z.enum(['off', 'warn', 'error'])).optional(),
    ban: z.array(banSchema).optional(),
    dataDir: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
    /** .gitignore-style patterns, relative to this file's folder: left out when checking a folder or a glob. */
    ignores: z.array(z.string()).optional(),
    /** The language of totem's output when --lang is not given: en or es. */
    lang: z.enum(['en', 'es']).optional(),
    /** The playgroup's watch list: cards `totem pod` names beside a deck, with the reason the group gave. */
    watch: z.array(z.object({ card: z.string().min(1), reason: z.string().min(1) }).strict()).optional(),
    /** The rules of the game: standard (the Totem Format), or tribute (seed 001's Tribute Cost variant). */
    variant: z.enum(['standard', 'tribute']).optional(),
    /** false: the official same-name rulings (data/same-name.json) do not apply to singleton. */
    sameNameRulings: z.boolean().optional(),
  })
  .strict();

/** Where the schema is shipped in the package, and so where `totem init` points `$schema`. */
export const CONFIG_SCHEMA_FILE = 'schema/totem.config.schema.json';
