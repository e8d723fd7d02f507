import { MAX_DECK_BYTES } from '../parse/decode.js';
import { UsageError, errorOf } from '../model/errors.js';
import { openRegularFile as openRegular, readRegularFile } from '../files/regular-file.js';

// Decks and configs are read from regular files only (src/files/regular-file.ts): a FIFO named on the command line
// (or as --config) would wait for a writer forever, and a device (/dev/zero) never ends. A deck through a pipe is
// `totem check -`.

/** A file the user named that can't be read: not a regular file, or why not (ENOENT, EACCES …). */
const cannotRead = (error: unknown, file: string): UsageError => {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return code === 'ENOTREG'
    ? errorOf(UsageError, 'not-a-regular-file', { file })
    : errorOf(UsageError, 'cannot-read', { file, code });
};

/** Open `path` for reading; not a regular file (a FIFO, a device, a folder, a socket) is a usage error. */
export function openRegularFile(path: string | Buffer, display: string): { fd: number; size: number } {
  try {
    return openRegular(path);
  } catch (error) {
    throw cannotRead(error, display);
  }
}

/** The largest config file read, as for a deck: a house config of 10,000 bans is about 300 kB. */
export const MAX_CONFIG_BYTES = MAX_DECK_BYTES;

/** A config file's text: a regular file of at most MAX_CONFIG_BYTES, else a usage error naming the file. */
export function readConfigText(path: string): string {
  try {
    return readRegularFile(path, MAX_CONFIG_BYTES).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EFBIG') throw cannotRead(error, path);
    throw errorOf(UsageError, 'config-too-large', { file: path, max: `${MAX_CONFIG_BYTES / 1048576} MB` });
  }
}
