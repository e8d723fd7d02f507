import { closeSync, fsyncSync, openSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/**
 * Replace a file's content at once: the new content is written to a fresh file beside it (same folder, same
 * mode), flushed, then renamed over it. A full disk, a crash or Ctrl-C leaves the old file whole, never one cut
 * short; through a symlink, the file it points at gets the new content and the link stays.
 */
export function replaceFile(path: string, content: Uint8Array): void {
  const target = realpathSync(path);
  const mode = statSync(target).mode & 0o7777;
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.totem-tmp`);
  const fd = openSync(temp, 'wx', mode);
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
