import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importDataDirs } from '../../src/cards/import.js';
import { CardStore } from '../../src/cards/store/store.js';
import { DATA_DIR, HAS_DATA, SHARED_CACHE } from './dataset.js';

/** Build dist/ (the e2e tests spawn the real CLI) and import the dataset once for every test file. */
export default async function setup(): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.json')], {
    stdio: 'inherit',
  });
  if (!HAS_DATA) return;
  mkdirSync(SHARED_CACHE, { recursive: true });
  const store = new CardStore(join(SHARED_CACHE, 'cards.sqlite'));
  try {
    await importDataDirs(store, [DATA_DIR]);
  } finally {
    store.close();
  }
}
