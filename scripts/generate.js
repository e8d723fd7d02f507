// `npm run generate`: every file derived from the code, written again — the JSON schema of totem.config.json and
// the README's table of rules (after a build: both read dist/). Run it after adding or changing a rule; the tests
// fail while either is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { RULES } from '../dist/rules/index.js';
import { withRulesTable } from './rules-table.js';

await import('./build-schema.js');
const readme = new URL('../README.md', import.meta.url);
writeFileSync(readme, withRulesTable(readFileSync(readme, 'utf8'), RULES));
console.log('wrote the rules table of README.md');
