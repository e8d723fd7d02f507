import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../../model/errors.js';
import { attempt, MAX_CARD_FILE_BYTES, openRegularFile, readRegularFile } from '../../files/regular-file.js';
import { PACK_INDEX_FILE } from '../../model/pack-format.js';
import { writeFileAtomic } from '../../files/atomic.js';
import { isPackFileName, mismatch, openPack, PackError, type CardPack, type LoadFileSync } from './reader.js';

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
  const isDir = attempt(() => statSync(dir).isDirectory());
  if (isDir === undefined) wrong('does not exist');
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
 * out once per pack, not per file: a check reads some 15 files, and each `path.relative` and `realpathSync` of
 * the folder cost a start-up measurable time.
 */
function packFilePaths(root: string): (name: string) => string {
  let realRoot: string | undefined; // the folder, links followed (read when a file's real path is not its path)
  return (name) => {
    const full = resolve(root, name);
    if (!isPackFileName(name) || !isInside(root, full))
      throw new PackError(`${name}: not a file of the card pack`, name);
    const real = attempt(() => realpathSync.native(full));
    if (real === undefined) return full; // missing: reading it says so
    if (real !== full && !isInside((realRoot ??= realpathSync.native(root)), real))
      throw new PackError(`${name} is a link out of the card pack folder (refused)`, name);
    return real;
  };
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
 * Any pack folder on disk (the shipped one, TOTEM_PACK_DIR, a cache pack), read with fs: the index now, the lookup
 * tables and sets synchronously when first needed, each checked against the index (size, sha256, inflated size),
 * each hashed once while it stays the same file (`stampedFiles`).
 */
export function openPackDir(dir: string): Promise<CardPack> {
  const root = resolve(dir);
  const pathOf = packFilePaths(root);
  // The index is read synchronously too (fs/promises loads readline and the stream modules: start-up time).
  return openPack(async (name) => readRegularFile(pathOf(name), MAX_CARD_FILE_BYTES), {
    ...NODE_CODEC,
    ...stampedFiles(root, pathOf),
  });
}

/**
 * Hashing the ~15 set files a check reads (3 MB) costs every run for files that do not change between runs. So a
 * pack folder keeps a stamp beside its files: each file's sha256 as last hashed, with what the file was then (size,
 * modification and change times in ns, inode). A file that differs in any of them is hashed again, and any write
 * moves its change time (which no one sets back): an edited file is caught by its digest as before. The stamp is
 * best effort: a pack folder that cannot be written (an install owned by root) is hashed on every run.
 */
const STAMP_FILE = '.digests.json';

/**
 * The reader's read and sha256 over a pack folder, the hash taken from the stamp for a file it knows unchanged. A
 * regular file only (a FIFO would hang the run, /dev/zero never end), of at most the size the index gives it.
 */
function stampedFiles(dir: string, pathOf: (name: string) => string): Omit<LoadFileSync, 'gunzip'> {
  const stampPath = join(dir, STAMP_FILE);
  // None yet (or unreadable): every file is hashed.
  let stamp = attempt(() => JSON.parse(readFileSync(stampPath, 'utf8')) as Record<string, string>) ?? {};
  // The file as it was when read (stat before reading: a write during the read moves its times for the next run).
  const seen = new WeakMap<Uint8Array, { name: string; was: string }>();
  return {
    read(name, maxBytes) {
      const path = pathOf(name);
      const st = statSync(path, { bigint: true });
      const bytes = readRegularFile(path, maxBytes);
      seen.set(bytes, { name, was: `${st.size} ${st.mtimeNs} ${st.ctimeNs} ${st.ino}` });
      return bytes;
    },
    range(name, digest) {
      const [known, hashed] = stamp[name]?.split('\t') ?? [];
      if (hashed !== digest) return null;
      // Open for one pass of lookups, closed after it (a microtask): no descriptor held across a run or left open.
      // -1 for the whole pass when it is not the stamp's file: no read of that pass trusts it.
      let fd: number | null = null;
      const open = (): number => {
        if (fd !== null) return fd;
        const opened = openRegularFile(pathOf(name)).fd;
        void Promise.resolve().then(() => {
          fd = null;
          closeSync(opened);
        });
        const st = fstatSync(opened, { bigint: true });
        return (fd = `${st.size} ${st.mtimeNs} ${st.ctimeNs} ${st.ino}` === known ? opened : -1);
      };
      // A file changed since the stamp is read whole and hashed again; one changed during the run is refused.
      if ((attempt(open) ?? -1) < 0) return null;
      return (start, end) => {
        const bytes = Buffer.allocUnsafe(end - start);
        if (attempt(() => readSync(open(), bytes, 0, bytes.length, start)) !== bytes.length) throw mismatch(name);
        return bytes;
      };
    },
    sha256(bytes) {
      const file = seen.get(bytes);
      const [was, digest] = file ? (stamp[file.name]?.split('\t') ?? []) : [];
      if (file && was === file.was && digest) return digest;
      const hashed = NODE_CODEC.sha256(bytes);
      if (!file) return hashed; // inflated text: the stored file's stamp is not its own
      stamp = { ...stamp, [file.name]: `${file.was}\t${hashed}` };
      attempt(() => writeFileAtomic(stampPath, JSON.stringify(stamp), { parents: false })); // or hashed next run
      return hashed;
    },
  };
}
