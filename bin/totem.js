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
// `cards import` and `cards sync` build card data for seconds or minutes: they read the code cache but write none.
// What they compile (the packer, the API clients) is no other command's, and every later start-up would read and
// deserialize it (a check's cache 640 KB, 794 KB once `cards import` had added to it); its compile time is nothing
// to them.
const [command, sub] = process.argv.slice(2);
const buildsData = command === 'cards' && (sub === 'import' || sub === 'sync');
require('./load-bundle.js').loadBundle(join(__dirname, '../dist/bundle/totem.cjs'), buildsData ? null : command);
