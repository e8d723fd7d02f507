import {
  closeSync,
  constants,
  fsyncSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** Write `content` to a fresh file beside `target` (`mode`, or 0o666 less the umask), flushed, then renamed over it. */
function writeBeside(target: string, content: Uint8Array, mode?: number): void {
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.totem-tmp`);
  const fd = openSync(temp, 'wx', mode ?? 0o666);
  try {
    try {
      writeFileSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Replace a file's content at once: the new content is written to a fresh file beside it (same folder, same
 * mode), flushed, then renamed over it. A full disk, a crash or Ctrl-C leaves the old file whole, never one cut
 * short; through a symlink, the file it points at gets the new content and the link stays.
 */
export function replaceFile(path: string, content: Uint8Array): void {
  const target = realpathSync(path);
  writeBeside(target, content, statSync(target).mode & 0o7777);
}

/**
 * A report file (`-o FILE`), written the same way: a full disk leaves the previous report whole. A new file gets
 * the usual mode (0o666 less the umask), an old one keeps its own. A symbolic link there (a `totem.sarif` link
 * committed to a deck repo) is refused with ELOOP, never written through; something that is not a regular file
 * (`/dev/null`, `/dev/stdout`, a pipe) is written in place, as it cannot be renamed over.
 */
export function writeReportFile(path: string, content: Uint8Array): void {
  let existing;
  try {
    existing = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (existing?.isSymbolicLink()) throw Object.assign(new Error(`${path} is a symbolic link`), { code: 'ELOOP' });
  if (existing && !existing.isFile()) {
    const fd = openSync(path, constants.O_WRONLY | constants.O_NOFOLLOW);
    try {
      writeFileSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return;
  }
  writeBeside(path, content, existing ? existing.mode & 0o7777 : undefined);
}
