// `prepack` (npm pack, npm publish): dist/ from src/, then the card pack from the dataset checkouts, so the
// tarball carries both (with the datasets' licence notices in pack/). Without checkouts the tarball has no
// pack and checks go to the TCGdex API; TOTEM_REQUIRE_PACK=1 (the release workflow) makes that an error.
// Everything said goes to stderr: npm pack's stdout is the tarball's name, and tools read it.
import { existsSync } from 'node:fs';
import { build } from './build.js';
import { HOW_TO_GET_A_PACK, buildPackCli, packDataDirs } from './build-pack.js';

process.exitCode = build();
if (process.exitCode === 0) {
  if (packDataDirs().length) process.exitCode = await buildPackCli([]);
  else if (process.env.TOTEM_REQUIRE_PACK === '1') {
    process.stderr.write(`totem: no card pack was built: no dataset checkout found\n${HOW_TO_GET_A_PACK}\n`);
    process.exitCode = 1;
  } else if (!existsSync(new URL('../pack/index.json', import.meta.url)))
    process.stderr.write(`totem: packing without a card pack (no dataset checkout found)\n${HOW_TO_GET_A_PACK}\n`);
  else process.stderr.write('totem: no dataset checkout found: packing the card pack already in pack/\n');
}
