#!/usr/bin/env node
// The CLI is one bundled file (scripts/build.js). `--version` alone needs none of it: package.json has the answer.
import module from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { warnIfStale } from './stale-dist.js';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  warnIfStale(fileURLToPath(new URL('..', import.meta.url)));
  // V8's code cache on disk (Node ≥ 22.1): later runs skip compiling the bundle. Older Node has no such call.
  module.enableCompileCache?.();
  await import('../dist/bundle/totem.js');
}
