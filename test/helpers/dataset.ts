import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe } from 'vitest';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { CardStore } from '../../src/cards/store/store.js';
import { dataDirState } from '../../src/cards/import.js';
import { storePath } from '../../src/cards/open.js';
import { fnv } from '../../src/cards/stat-signature.js';

/** The shared pokemon-tcg-data snapshot: TOTEM_DATA_DIR, or ../shared beside the repo. Never copied into the repo. */
export const DATA_DIR = process.env.TOTEM_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/pokemon-tcg-data');
export const HAS_DATA = existsSync(join(DATA_DIR, 'sets', 'en.json'));

let noticed = false;
/** `describe` when the dataset is there; otherwise a visible skip (a user's fresh clone). CI makes it mandatory. */
export function describeWithData(name: string, fn: () => void): void {
  if (!HAS_DATA && !noticed) {
    noticed = true;
    console.warn(
      `\n[totem tests] card dataset not found at ${DATA_DIR}: tests on real cards are SKIPPED. Set TOTEM_DATA_DIR to a pokemon-tcg-data checkout to run them.\n`,
    );
  }
  (HAS_DATA ? describe : describe.skip)(name, fn);
}

/**
 * One imported store per test run, shared by files (the import is idempotent and takes a write lock). Named
 * after this checkout, so two checkouts testing on one machine never share (and rebuild) each other's store.
 */
export const SHARED_CACHE = join(
  tmpdir(),
  `totem-test-cache-${process.getuid?.() ?? 0}-${fnv(resolve(import.meta.dirname, '../..'))}`,
);

/** The store `check` opens for the dataset in a cache folder (a data dir gets a store of its own). */
export function datasetStorePath(cache: string): string {
  return storePath(cache, [dataDirState(DATA_DIR)]);
}

let lookup: CardLookup<CardStore> | null = null;
export function realLookup(): CardLookup<CardStore> {
  if (lookup) return lookup;
  // The global setup imported the dataset into this store before any test file started.
  const store = new CardStore(datasetStorePath(SHARED_CACHE));
  if (store.count() === 0)
    throw new Error(`the shared test store ${store.path} is empty: the global setup did not run`);
  lookup = new CardLookup(store);
  return lookup;
}
