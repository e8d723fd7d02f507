import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';

// Files are read from regular files only, and each read is bounded: a FIFO would wait for a writer forever, a
// device (/dev/zero) never ends, a folder or a /proc file is no data. A file is opened without blocking (O_NONBLOCK:
// opening a FIFO with no writer returns at once), then what was opened is looked at — never a stat of the name
// first, which a swap between the two could outrun. Decks, configs and card data all read through here.

/** The error of a file that is not a regular file (ENOTREG) or is larger than the read allows (EFBIG), as fs says. */
const fileError = (code: 'ENOTREG' | 'EFBIG'): NodeJS.ErrnoException =>
  Object.assign(new Error(code === 'EFBIG' ? 'file too large' : 'not a regular file'), { code });

/** Open `path` for reading; throws ENOTREG for a FIFO, a device, a folder or a socket, else what `open` throws. */
export function openRegularFile(path: string | Buffer): { fd: number; size: number } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw fileError('ENOTREG');
    return { fd, size: st.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/**
 * The largest card data file read where no index gives its size (a pack's index, an overlay set file, a dataset
 * file): the largest set file of the datasets is under 0.5 MB, a pack's index 60 kB.
 */
export const MAX_CARD_FILE_BYTES = 16 * 1024 * 1024;

export type Bounded = { bytes: Buffer; truncated: boolean };

/**
 * Read a file at most one byte past `max`, so a huge (or growing) file costs no more memory than `max`. `size`
 * (what fstat said) sizes the first read: a file that is what it says is read in one call.
 */
export function readBounded(fd: number, max: number, size = 0): Bounded {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buffer = Buffer.allocUnsafe(Math.min(Math.max(size + 1 - total, 64 * 1024), max + 1 - total));
    const n = readSync(fd, buffer, 0, buffer.length, null);
    if (n === 0) break;
    chunks.push(buffer.subarray(0, n));
    total += n;
    if (total > max) return { bytes: Buffer.concat(chunks, total), truncated: true };
  }
  return { bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total), truncated: false };
}

/** A regular file's bytes, at most `max` of them: ENOTREG, EFBIG (before reading when its size says so) or fs's error. */
export function readRegularFile(path: string | Buffer, max: number): Buffer {
  const { fd, size } = openRegularFile(path);
  try {
    if (size > max) throw fileError('EFBIG');
    const { bytes, truncated } = readBounded(fd, max, size);
    if (truncated) throw fileError('EFBIG');
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/** What `fn` returns, or undefined where it throws (a file gone, unreadable or not what it says). */
export function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** A folder with its links resolved; `missing()` is thrown when there is no such folder (a checkout named wrong). */
export function realDir(dir: string, missing: () => Error): string {
  try {
    return realpathSync(dir);
  } catch {
    throw missing();
  }
}
