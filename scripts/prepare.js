// `prepare` runs after `npm ci` / `npm install` in a checkout (and for a git dependency). It builds dist/ when
// TypeScript, a dev dependency, is installed, then the card pack when dataset checkouts are beside the clone
// (../shared/*), and otherwise says that no pack was built and how to get one (on stderr, like all it says). Where dev dependencies were left out (`--omit=dev`,
// NODE_ENV=production) it keeps a dist/ that is already there, and otherwise says what to do instead of dying
// with "tsc: not found". `npm pack` / `npm publish` build in `prepack`, so this does nothing for them.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const command = process.env.npm_command;
if (command === 'pack' || command === 'publish') process.exit(0);

let hasTypescript = true;
try {
  createRequire(import.meta.url).resolve('typescript/bin/tsc');
} catch {
  hasTypescript = false;
}

if (hasTypescript) {
  const { build } = await import('./build.js');
  process.exitCode = build();
  if (process.exitCode === 0) {
    const { HOW_TO_GET_A_PACK, buildPackCli, packDataDirs } = await import('./build-pack.js');
    // A pack that cannot be built leaves the install working (checks then ask the TCGdex API): a warning.
    if (packDataDirs().length && (await buildPackCli([])) !== 0)
      console.error('totem: the card pack was not built (see above); checks will ask the TCGdex API');
    else if (!existsSync(new URL('../pack/index.json', import.meta.url)))
      console.error(`totem: no card pack was built: no dataset checkout beside this clone\n${HOW_TO_GET_A_PACK}`);
  }
} else if (existsSync(new URL('../dist/cli/main.js', import.meta.url))) {
  console.error('totem: TypeScript is not installed (dev dependencies omitted); using the dist/ already built');
} else {
  console.error(
    [
      'totem: cannot build dist/: TypeScript is a dev dependency, and dev dependencies were not installed',
      '       (npm ci --omit=dev, or NODE_ENV=production). Install them, then build and install:',
      '         npm ci --include=dev && npm install -g .',
      '       or install a built package: npm install -g totem-deck, or a tarball made by `npm pack`.',
    ].join('\n'),
  );
  process.exitCode = 1;
}
