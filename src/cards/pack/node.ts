import { createHash } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../../model/errors.js';
import { MAX_CARD_FILE_BYTES, readRegularFile } from '../../files/regular-file.js';
import { PACK_INDEX_FILE } from '../../model/pack-format.js';
import { stampedFiles } from './stamp.js';
import { isPackFileName, openPack, PackError, type CardPack, type LoadFileSync } from './reader.js';

/**
 * The pack that ships with totem: `pack/` at the package root. This module sits three folders down in `src/` and
 * `dist/`, but two in the CLI's bundle (`dist/bundle/totem.cjs`, where scripts/build.js defines TOTEM_BUNDLED).
 */
export const SHIPPED_PACK_DIR = fileURLToPath(
  new URL(process.env.TOTEM_BUNDLED === '1' ? '../../pack/' : '../../../pack/', import.meta.url),
);

/**
 * Which pack a run reads: TOTEM_PACK_DIR (a pack folder, or exactly `off` for none), else the shipped one; null
 * when there is none (`off`, or a clone where no pack was built). A TOTEM_PACK_DIR that names no pack folder (a
 * missing path, a file, `OFF`) is a UsageError naming the variable: a typo never silently turns the pack off.
 */
export function packDir(env?: string): string | null {
  if (env === 'off') return null;
  if (!env) return existsSync(join(SHIPPED_PACK_DIR, PACK_INDEX_FILE)) ? SHIPPED_PACK_DIR : null;
  const dir = resolve(env);
  const shown = JSON.stringify(env);
  const wrong = (what: string): never => {
    throw new UsageError(
      `TOTEM_PACK_DIR=${shown} ${what}: name a card pack folder (one with ${PACK_INDEX_FILE}), or set it to off for no pack`,
    );
  };
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    wrong('does not exist');
  }
  if (!isDir) wrong('is not a folder');
  if (!existsSync(join(dir, PACK_INDEX_FILE))) wrong(`has no ${PACK_INDEX_FILE}`);
  return dir;
}

/**
 * Is `path` inside `root` (both resolved and normalised, as `resolve` gives them): compared by whole path segments,
 * never as a string prefix (`/pack-evil` is not inside `/pack`). A prefix test on `root` + separator: `relative`
 * resolves both paths again on each call, and a check reads some 15 pack files.
 */
export function isInside(root: string, path: string): boolean {
  const prefix = root.endsWith(sep) ? root : root + sep;
  return path.length > prefix.length && path.startsWith(prefix);
}

/**
 * Where a file of the pack in `dir` is on disk. The name must be a pack file name (relative, no `..` segment),
 * its path inside the folder by whole segments, and, links followed, still inside it: a set file that is a link
 * out of the pack folder is refused, as is a folder of the pack that is one. The folder's own paths are worked
 * out once per pack (`rootsOf`), not per file: a check reads some 15 files, and each `path.relative` and
 * `realpathSync` of the folder cost a start-up measurable time.
 */
function packFilePath(roots: Roots, name: string): string {
  if (!isPackFileName(name)) throw new PackError(`${name}: not a file of the card pack`, name);
  const full = resolve(roots.root, name);
  if (!isInside(roots.root, full)) throw new PackError(`${name}: not a file of the card pack`, name);
  let real: string;
  try {
    real = realpathSync.native(full);
  } catch {
    return full; // missing: reading it says so
  }
  if (real !== full && !isInside(roots.real(), real))
    throw new PackError(`${name} is a link out of the card pack folder (refused)`, name);
  return real;
}

interface Roots {
  root: string;
  /** The folder, links followed (read when a file's real path is not its path). */
  real(): string;
}

function rootsOf(dir: string): Roots {
  const root = resolve(dir);
  let real: string | undefined;
  return { root, real: () => (real ??= realpathSync.native(root)) };
}

/** Node's hash and zlib work for the reader, whatever holds the files (a folder, or memory: cache/memory-pack.ts). */
export const NODE_CODEC: Omit<LoadFileSync, 'read'> = {
  sha256: (bytes) => `sha256-${createHash('sha256').update(bytes).digest('hex')}`,
  // maxOutputLength: zlib stops inflating as soon as the output would pass it (a bomb costs no more).
  // chunkSize: the index gives the inflated size, so one chunk holds a file (no chunks joined at the end); capped,
  // so an index that claims a huge size allocates no more than that.
  // zlib loaded only for a packed file (the shipped pack's files are text): loading it, and the stream modules
  // it needs, is start-up time a check would spend for nothing.
  gunzip: (bytes, maxBytes) =>
    process.getBuiltinModule('node:zlib').gunzipSync(bytes, {
      maxOutputLength: Math.max(1, maxBytes),
      chunkSize: Math.min(Math.max(64, maxBytes + 1), 32 * 1024 * 1024),
    }),
};

/**
 * Node's file, hash and zlib work for the reader: sets are then read synchronously when a lookup needs them, each
 * hashed once while it stays the same file (stamp.ts).
 */
function syncFiles(roots: Roots): LoadFileSync {
  // A regular file only (a FIFO would hang the run, /dev/zero never end), of at most the size the index gives it.
  const files = stampedFiles(roots.root, readRegularFile, NODE_CODEC.sha256);
  return {
    ...NODE_CODEC,
    read: (name, maxBytes) => files.read(name, packFilePath(roots, name), maxBytes),
    sha256: files.sha256,
  };
}

/**
 * Any pack folder on disk (the shipped one, TOTEM_PACK_DIR, a cache pack), read with fs: the index now, the lookup
 * tables and sets synchronously when first needed, each checked against the index (size, sha256, inflated size).
 */
export function openPackDir(dir: string): Promise<CardPack> {
  const roots = rootsOf(dir);
  // The index is read synchronously too (fs/promises loads readline and the stream modules: start-up time).
  return openPack(async (name) => readRegularFile(packFilePath(roots, name), MAX_CARD_FILE_BYTES), syncFiles(roots));
}
