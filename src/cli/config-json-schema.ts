import { z } from 'zod';
import { RULES } from '../rules/index.js';
import { configSchema } from '../check/config-schema.js';

export { CONFIG_SCHEMA_FILE } from '../check/config-schema.js';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

/**
 * The JSON Schema of totem.config.json for editors: the zod schema (config-schema.ts) through zod's own
 * converter, plus what zod cannot say (the rule ids, "a ban needs a name or an id") and descriptions.
 * `npm run schema` writes it to schema/; a test checks the committed file is up to date.
 */
export function configJsonSchema(): JsonSchema {
  const schema = z.toJSONSchema(configSchema) as JsonSchema;
  const props = schema.properties ?? {};
  const describe = (key: string, description: string): void => {
    if (props[key]) props[key] = { description, ...props[key] };
  };
  describe('$schema', 'The JSON Schema of this file, for editors.');
  describe('rules', 'Severity per rule id: "off", "warn" or "error" (house rules on top of the format).');
  if (props.rules) props.rules.propertyNames = { enum: RULES.map((r) => r.meta.id) };
  describe('ban', 'House bans, on top of the Totem banlist: a card name, or { "name" or "id", "reason" }.');
  const banObject = ((props.ban?.items as JsonSchema | undefined)?.anyOf as JsonSchema[] | undefined)?.find(
    (s) => s.type === 'object',
  );
  if (banObject) banObject.anyOf = [{ required: ['name'] }, { required: ['id'] }];
  describe(
    'dataDir',
    'A pokemon-tcg-data or tcgdex/cards-database checkout (or a list of them) to read cards from, relative to this file.',
  );
  describe(
    'ignores',
    '.gitignore-style patterns, relative to this file: files and folders left out when checking a folder or a glob.',
  );
  describe(
    'lang',
    'The language of totem\'s output when --lang is not given: "en" or "es" (else LC_ALL / LC_MESSAGES / LANG).',
  );
  return { title: 'totem.config.json', description: 'House rules and settings for totem check.', ...schema };
}
