import { existsSync, readFileSync as readSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { dataDirState } from '../../src/packer/data-dir-state.js';
import { dataDirPackPath } from '../../src/packer/data-dir-pack.js';
import { fnv } from '../../src/sources/stat-signature.js';
import { describeNeeding, type Need } from './optional.js';

/** The shared pokemon-tcg-data snapshot: TOTEM_DATA_DIR, or ../shared beside the repo. Never copied into the repo. */
export const DATA_DIR = process.env.TOTEM_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/pokemon-tcg-data');
export const HAS_DATA = existsSync(join(DATA_DIR, 'sets', 'en.json'));

/** The pokemon-tcg-data snapshot, as a need of tests on real cards. */
export const DATASET: Need = {
  missing: HAS_DATA
    ? null
    : `card dataset not found at ${DATA_DIR} (set TOTEM_DATA_DIR to a pokemon-tcg-data checkout)`,
};

/** `describe` when the dataset is there; otherwise a visible skip (a user's fresh clone). CI makes it mandatory. */
export const describeWithData = (name: string, fn: () => void): void => describeNeeding([DATASET], name, fn);

/**
 * One cache per test run, shared by files: the dataset's pack (what `--data-dir DATA_DIR` reads) and an overlay
 * filled with the dataset's cards (the API path with a filled cache). Named after this checkout, so two checkouts
 * testing on one machine never share (and rebuild) each other's cache.
 */
export const SHARED_CACHE = join(
  tmpdir(),
  `totem-test-cache-${process.getuid?.() ?? 0}-${fnv(resolve(import.meta.dirname, '../..'))}`,
);

/**
 * The card pack of both datasets, built once by the global setup (when both are there) and again only when
 * they or the builder change. Tests that read it name it with TOTEM_PACK_DIR; every other run has no pack.
 */
export const SHARED_PACK = join(SHARED_CACHE, 'pack');

/** The overlay of the shared cache, filled with every card of the dataset by the global setup. */
export const SHARED_OVERLAY = join(SHARED_CACHE, 'overlay');

/** The pack folder `check --data-dir DATA_DIR` reads in a cache folder (a list of data dirs gets a pack of its own). */
export function datasetStorePath(cache: string): string {
  return dataDirPackPath(cache, [dataDirState(DATA_DIR)]);
}

let lookup: CardLookup<CardCache> | null = null;
/** Every card of the dataset, held in memory (the shared overlay), for tests that read real cards directly. */
export function realLookup(): CardLookup<CardCache> {
  if (lookup) return lookup;
  // The global setup filled this overlay before any test file started.
  const store = new CardCache(SHARED_OVERLAY);
  if (store.count() === 0)
    throw new Error(`the shared test overlay ${store.path} is empty: the global setup did not run`);
  lookup = new CardLookup(store);
  return lookup;
}

/** A pack set file's lines (header, names, cards), read from its bytes (packed with gzip or not). */
export interface SetFileLines {
  header: { cards: [string, string, string, number][] } & Record<string, unknown>;
  names: unknown[];
  cards: ({ id: string } & Record<string, unknown>)[];
}

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

export function readSetFile(path: string): SetFileLines {
  const bytes = readSync(path);
  const [header, names, ...cards] = (isGzip(bytes) ? gunzipSync(bytes) : bytes)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return { header, names, cards };
}

/** The text of a set file of these lines, each card line's length in the header as it now is. */
export function setFileOf({ header, names, cards }: SetFileLines): string {
  const lines = cards.map((card) => JSON.stringify(card));
  const rows = header.cards.map(([id, key, core], at) => [id, key, core, Buffer.byteLength(lines[at] ?? '')]);
  return `${[JSON.stringify({ ...header, cards: rows }), JSON.stringify(names), ...lines].join('\n')}\n`;
}

/**
 * Edit cards of a set file (counts kept) and write it back well-formed, packed as it was: what an edited file
 * looks like, that only its digest in the index can tell apart.
 */
export function editSetFile(path: string, change: (cards: SetFileLines['cards']) => void): void {
  const lines = readSetFile(path);
  change(lines.cards);
  const text = setFileOf(lines);
  writeFileSync(path, isGzip(readSync(path)) ? gzipSync(text, { level: 9 }) : text);
}
