import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentKey, dataDirState } from '../../src/packer/data-dir-state.js';
import { openDataDirPack } from '../../src/packer/data-dir-pack.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { buildPack } from '../../src/packer/pack.js';
import { dataDirsReader } from '../../src/packer/data-dirs.js';
import { PACK_SCHEMA } from '../../src/model/pack-format.js';
import { DATA_DIR, HAS_DATA, SHARED_CACHE, SHARED_OVERLAY, SHARED_PACK } from './dataset.js';
import { HAS_TCGDEX, TCGDEX_DIR } from './tcgdex.js';

/** Build again only when the inputs (the dirs' stamps, the tables, the builder) changed since `marker`. */
function stale(marker: string, wanted: string, out: string): boolean {
  return !(existsSync(marker) && readFileSync(marker, 'utf8') === wanted && existsSync(out));
}

/**
 * The pack of both datasets, and the cache pack of both data dirs that `check --data-dir DATA --data-dir TCGDEX`
 * opens (the pack's end-to-end test compares them).
 */
async function sharedPack(): Promise<void> {
  const dirs = [DATA_DIR, TCGDEX_DIR];
  await openDataDirPack(dirs.map(dataDirState), { cacheDir: SHARED_CACHE, warn: () => {} });
  const marker = `${SHARED_PACK}.signature`;
  // The pack's schema and the builder's fills too: a pack of an older format or older fills is built again.
  const fills = readFileSync(resolve(import.meta.dirname, '../../src/packer/fill.ts'), 'utf8');
  const wanted = `${contentKey(dirs.map(dataDirState))}\npack schema ${PACK_SCHEMA}\n${fills}`;
  if (!stale(marker, wanted, SHARED_PACK)) return;
  await buildPack(dirs, SHARED_PACK);
  writeFileSync(marker, wanted);
}

/** The overlay filled with every card of the dataset: the API path with a filled cache (a CI cache). */
async function sharedOverlay(): Promise<void> {
  const marker = `${SHARED_OVERLAY}.signature`;
  const wanted = contentKey([dataDirState(DATA_DIR)]);
  if (!stale(marker, wanted, SHARED_OVERLAY)) return;
  rmSync(SHARED_OVERLAY, { recursive: true, force: true });
  const { sets, cards } = (await dataDirsReader())([dataDirState(DATA_DIR)], []);
  new CardCache(SHARED_OVERLAY).putCards(cards, sets, 'dataset');
  writeFileSync(marker, wanted);
}

/** Build dist/ and the CLI bundle (the e2e tests spawn the real CLI) and build the dataset's packs once for every test file. */
export default async function setup(): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.json')], {
    stdio: 'inherit',
  });
  // @ts-expect-error: a plain script of the repository, without types
  const { bundleCli } = (await import('../../scripts/build.js')) as { bundleCli: () => string };
  bundleCli();
  if (!HAS_DATA) return;
  mkdirSync(SHARED_CACHE, { recursive: true });
  // The pack `check --data-dir DATA_DIR` reads from this cache.
  await openDataDirPack([dataDirState(DATA_DIR)], { cacheDir: SHARED_CACHE, warn: () => {} });
  await sharedOverlay();
  if (HAS_TCGDEX) await sharedPack();
}
