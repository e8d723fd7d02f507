import { z } from 'zod';
import { RULES } from '../rules/index.js';
import { configSchema } from './config-schema.js';

export { CONFIG_SCHEMA_FILE } from './config-schema.js';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

const DESCRIPTIONS = {
  $schema: 'The JSON Schema of this file, for editors.',
  rules: 'Severity per rule id: "off", "warn" or "error" (house rules on top of the format).',
  ban: 'House bans, on top of the Totem banlist: a card name, or { "name" or "id", "reason" }.',
  dataDir:
    'A pokemon-tcg-data or tcgdex/cards-database checkout (or a list of them) to read cards from, relative to this file.',
  ignores:
    '.gitignore-style patterns, relative to this file: files and folders left out when checking a folder or a glob.',
  lang: 'The language of totem\'s output when --lang is not given: "en" or "es" (else LC_ALL / LC_MESSAGES / LANG).',
};

/**
 * The JSON Schema of totem.config.json for editors: the zod schema (config-schema.ts) through zod's own
 * converter, plus what zod cannot say (the rule ids, "a ban needs a name or an id") and descriptions.
 * `npm run schema` writes it to schema/; a test checks the committed file is up to date.
 */
export function configJsonSchema(): JsonSchema {
  const schema = z.toJSONSchema(configSchema) as JsonSchema;
  const props = schema.properties ?? {};
  for (const [key, description] of Object.entries(DESCRIPTIONS))
    if (props[key]) props[key] = { description, ...props[key] };
  if (props.rules) props.rules.propertyNames = { enum: RULES.map((r) => r.meta.id) };
  const banObject = ((props.ban?.items as JsonSchema | undefined)?.anyOf as JsonSchema[] | undefined)?.find(
    (s) => s.type === 'object',
  );
  if (banObject) banObject.anyOf = [{ required: ['name'] }, { required: ['id'] }];
  return { title: 'totem.config.json', description: 'House rules and settings for totem check.', ...schema };
}
