import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { dataDirState, importDataDirs, signature } from '../../src/cards/import.js';
import { buildPack } from '../../src/cards/pack/build.js';
import { PACK_SCHEMA } from '../../src/cards/pack/format.js';
import { storePath } from '../../src/cards/open.js';
import { CardStore } from '../../src/cards/store/store.js';
import { DATA_DIR, HAS_DATA, SHARED_CACHE, SHARED_PACK, datasetStorePath } from './dataset.js';
import { HAS_TCGDEX, TCGDEX_DIR } from './tcgdex.js';

/**
 * The pack of both datasets, built when they (or the importer) changed since the last build, and the store of
 * both data dirs that `check --data-dir DATA --data-dir TCGDEX` opens (the pack's end-to-end test compares them).
 */
async function sharedPack(): Promise<void> {
  const dirs = [DATA_DIR, TCGDEX_DIR];
  const both = new CardStore(storePath(SHARED_CACHE, dirs.map(dataDirState)));
  try {
    await importDataDirs(both, dirs);
  } finally {
    both.close();
  }
  const marker = `${SHARED_PACK}.signature`;
  // The pack's schema too: a pack of an older format is built again, not read by a reader that refuses it.
  const wanted = `${signature(dirs.map(dataDirState))}\npack schema ${PACK_SCHEMA}`;
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted && existsSync(SHARED_PACK)) return;
  await buildPack(dirs, SHARED_PACK);
  writeFileSync(marker, wanted);
}

/** Build dist/ and the CLI bundle (the e2e tests spawn the real CLI) and import the dataset once for every test file. */
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
  // The store `check --data-dir` opens, and a copy as the API cache (`cards.sqlite`) for tests of the API path
  // with a filled store.
  mkdirSync(dirname(datasetStorePath(SHARED_CACHE)), { recursive: true });
  const store = new CardStore(datasetStorePath(SHARED_CACHE));
  try {
    await importDataDirs(store, [DATA_DIR]);
    const copy = join(SHARED_CACHE, 'cards.sqlite');
    for (const suffix of ['', '-wal', '-shm']) rmSync(copy + suffix, { force: true });
    store.db.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`);
  } finally {
    store.close();
  }
  if (HAS_TCGDEX) await sharedPack();
}
