#!/usr/bin/env node
// The CLI is one bundled file (scripts/build.js). `--version` loads it too: it says the card data's date in the
// user's language, and past 90 days how to update (issue 40), which package.json alone cannot.
//
// CommonJS (bin/package.json says so): a CommonJS main module starts without Node's ES module loader, whose set-up,
// resolution and the facade of each `node:` module imported cost ~5 ms of every run (about a tenth of `node -e 0`).
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');

// Only a checkout has a .git beside dist/ (bin/stale-dist.js): an installed package does not load that file at all.
const root = join(__dirname, '..');
if (existsSync(join(root, '.git'))) require('./stale-dist.js').warnIfStale(root);
require('./load-bundle.js').loadBundle(join(__dirname, '../dist/bundle/totem.cjs'), process.argv[2]);
