import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { importDataDirs } from '../../src/cards/import.js';
import { CardStore } from '../../src/cards/store/store.js';
import { DATA_DIR, HAS_DATA, SHARED_CACHE, datasetStorePath } from './dataset.js';

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
}
