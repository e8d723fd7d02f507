import { randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * Write a file whole or not at all: into a sibling with a name no other process uses (`mode`, or 0o666 less the
 * umask), flushed, then renamed over the target (atomic on one file system). A reader sees the old file or the
 * new one; a kill or a full disk halfway leaves at most a `.tmp-…` sibling, which no reader opens. The one atomic
 * writer of totem (the overlay, `fmt --write`, `-o FILE`): write-file-atomic was tried, but its signal-exit
 * handler turns a file-size limit (SIGXFSZ, ignored by Node, so the write fails with EFBIG) into an exit 0 with
 * the error lost (test/e2e/fmt-write.test.ts, "no room to grow the file").
 */
export function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  { mode, parents = true }: { mode?: number; parents?: boolean } = {},
): void {
  // A cache file's folders are made; a file the user named (`-o FILE`) is written only where its folder is.
  if (parents) makeDirs(dirname(path));
  const temp = `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const fd = openSync(temp, 'wx', mode ?? 0o666);
    try {
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export const errorCode = (error: unknown): string => (error as { code?: unknown })?.code?.toString() ?? '';

/** Errors that say the cache can't be written (a full disk, a quota, a read-only mount or folder). */
export const cannotWrite = (error: unknown): boolean =>
  ['ENOSPC', 'EDQUOT', 'EFBIG', 'EROFS', 'EACCES', 'EPERM'].includes(errorCode(error));

/** Move a damaged file or folder out of the way (`<path>.damaged-<time>`); null when it can't be moved. */
export function setAside(path: string): string | null {
  const aside = `${path}.damaged-${Date.now()}-${process.pid}`;
  try {
    renameSync(path, aside);
    return aside;
  } catch {
    return null;
  }
}

/**
 * `mkdir -p`, one folder at a time: Node's recursive mkdir loops forever where a folder exists but refuses a child
 * (TOTEM_CACHE_DIR=/proc/self), so each level is tried once more after its parent (`parentMade`), then its error
 * thrown. A folder made by another run meanwhile is there: no error.
 */
export function makeDirs(dir: string, parentMade = false): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    if (errorCode(error) === 'EEXIST' && statSync(dir).isDirectory()) return;
    if (errorCode(error) !== 'ENOENT' || parentMade || dirname(dir) === dir) throw error;
    makeDirs(dirname(dir));
    makeDirs(dir, true);
  }
}

/** Make the folder and check it can be written: null when it can, else the error's code (EROFS, EACCES …). */
export function writableDir(dir: string): string | null {
  try {
    makeDirs(dir);
    accessSync(dir, constants.W_OK);
    return null;
  } catch (error) {
    return errorCode(error) || 'EACCES';
  }
}
