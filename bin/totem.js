#!/usr/bin/env node
// The CLI is one bundled file (scripts/build.js). `--version` alone needs none of it: package.json has the answer.
//
// CommonJS (bin/package.json says so): a CommonJS main module starts without Node's ES module loader, whose set-up,
// resolution and the facade of each `node:` module imported cost ~5 ms of every run (about a tenth of `node -e 0`).
'use strict';
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')).version}\n`);
} else {
  require('./stale-dist.js').warnIfStale(join(__dirname, '..'));
  // Loaded only here: `--version` above needs neither the bundle nor its code cache.
  require('./load-bundle.js').loadBundle(join(__dirname, '../dist/bundle/totem.cjs'));
}
