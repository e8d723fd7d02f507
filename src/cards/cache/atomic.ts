import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Write a file whole or not at all: into a sibling with a name no other process uses, then renamed over the
 * target (atomic on one file system). A reader sees the old file or the new one; a kill or a full disk halfway
 * leaves at most a `.tmp-…` sibling, which no reader opens.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The code of an error (`ENOSPC`, `EROFS` …), or '' when it has none. */
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
