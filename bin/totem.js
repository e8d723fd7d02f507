#!/usr/bin/env node
// The CLI is one bundled file (scripts/build.js). `--version` alone needs none of it: package.json has the answer.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { warnIfStale } from './stale-dist.js';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  warnIfStale(fileURLToPath(new URL('..', import.meta.url)));
  // Loaded only here: `--version` above needs neither the bundle nor its code cache.
  const { loadBundle } = await import('./load-bundle.js');
  loadBundle(fileURLToPath(new URL('../dist/bundle/totem.cjs', import.meta.url)));
}
