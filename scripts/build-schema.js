// `npm run schema`: writes schema/totem.config.schema.json from the zod schema of totem.config.json (via
// dist/, so run after a build). The file is committed and shipped; a test fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { CONFIG_SCHEMA_FILE, configJsonSchema } from '../dist/check/config-json-schema.js';

let text = `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
try {
  const prettier = await import('prettier');
  text = await prettier.format(text, { ...(await prettier.resolveConfig(CONFIG_SCHEMA_FILE)), parser: 'json' });
} catch {
  // Prettier is a dev dependency; without it the plain JSON is just as valid.
}
writeFileSync(new URL(`../${CONFIG_SCHEMA_FILE}`, import.meta.url), text);
console.log(`wrote ${CONFIG_SCHEMA_FILE}`);
