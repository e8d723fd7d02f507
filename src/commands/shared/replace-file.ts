import { closeSync, constants, lstatSync, openSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { writeFileAtomic } from '../../files/atomic.js';

/**
 * Replace a file's content at once, with its mode kept: a full disk, a crash or Ctrl-C leaves the old file whole,
 * never one cut short; through a symlink, the file it points at gets the new content and the link stays.
 */
export function replaceFile(path: string, content: Uint8Array): void {
  const target = realpathSync(path);
  writeFileAtomic(target, content, { mode: statSync(target).mode & 0o7777, parents: false });
}

/**
 * A report file (`-o FILE`), written the same way: a full disk leaves the previous report whole. A new file gets
 * the usual mode (0o666 less the umask), an old one keeps its own. A symbolic link there (a `totem.sarif` link
 * committed to a deck repo) is refused with ELOOP, never written through; something that is not a regular file
 * (`/dev/null`, `/dev/stdout`, a pipe) is written in place, as it cannot be renamed over.
 */
export function writeReportFile(path: string, content: Uint8Array): void {
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) throw Object.assign(new Error(`${path} is a symbolic link`), { code: 'ELOOP' });
  if (!existing || existing.isFile())
    return writeFileAtomic(path, content, { mode: existing && existing.mode & 0o7777, parents: false });
  const fd = openSync(path, constants.O_WRONLY | constants.O_NOFOLLOW);
  try {
    writeFileSync(fd, content);
  } finally {
    closeSync(fd);
  }
}
