import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { MAX_DECK_BYTES } from '../parse/decode.js';
import { UsageError, errorOf } from '../model/errors.js';

// Decks and configs are read from regular files only: a FIFO named on the command line (or as --config) would
// wait for a writer forever, and a device (/dev/zero, /dev/urandom) never ends. A file is opened without blocking
// (O_NONBLOCK: opening a FIFO with no writer returns at once), then what was opened is looked at — never a
// stat of the name first, which a swap between the two could outrun. A deck through a pipe is `totem check -`.

/** Open `path` for reading; not a regular file (a FIFO, a device, a folder, a socket) is a usage error. */
export function openRegularFile(path: string | Buffer, display: string): { fd: number; size: number } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw errorOf(UsageError, 'cannot-read', { file: display, code: (error as NodeJS.ErrnoException).code ?? 'error' });
  }
  const st = fstatSync(fd);
  if (!st.isFile()) {
    closeSync(fd);
    throw errorOf(UsageError, 'not-a-regular-file', { file: display });
  }
  return { fd, size: st.size };
}

export type Bounded = { bytes: Buffer; truncated: boolean };

/** Read a file at most one byte past `max`, so a huge (or growing) file costs no more memory than a decklist. */
export function readBounded(fd: number, max = MAX_DECK_BYTES): Bounded {
  const chunks: Buffer[] = [];
  let total = 0;
  const buffer = Buffer.alloc(64 * 1024);
  for (;;) {
    const n = readSync(fd, buffer, 0, buffer.length, null);
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
    total += n;
    if (total > max) return { bytes: Buffer.concat(chunks), truncated: true };
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

/** The largest config file read, as for a deck: a house config of 10,000 bans is about 300 kB. */
export const MAX_CONFIG_BYTES = MAX_DECK_BYTES;

/** A config file's text: a regular file of at most MAX_CONFIG_BYTES, else a usage error naming the file. */
export function readConfigText(path: string): string {
  const { fd, size } = openRegularFile(path, path);
  try {
    const { bytes, truncated } =
      size > MAX_CONFIG_BYTES ? { bytes: null, truncated: true } : readBounded(fd, MAX_CONFIG_BYTES);
    if (truncated || !bytes)
      throw errorOf(UsageError, 'config-too-large', { file: path, max: `${MAX_CONFIG_BYTES / 1048576} MB` });
    return bytes.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
