import { statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { MAX_CARD_FILE_BYTES, readRegularFile } from '../files/regular-file.js';

// A checkout's commit, read from its .git files (no git process: spawning one would cost more than a whole
// check). Handles a plain clone, a worktree or submodule (`.git` is a file naming the git folder), loose and
// packed refs, and a detached HEAD.

const HASH = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

function read(path: string): string | null {
  try {
    return readRegularFile(path, MAX_CARD_FILE_BYTES).toString('utf8').trim(); // a FIFO as HEAD never hangs
  } catch {
    return null;
  }
}

/** The git folder of a checkout: `.git` itself, or the one a `.git` file points to (`gitdir: …`). */
function gitDir(root: string): string | null {
  const dotGit = join(root, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return dotGit;
  } catch {
    return null;
  }
  const pointer = /^gitdir: *(\S.*)$/m.exec(read(dotGit) ?? '');
  if (!pointer) return null;
  return isAbsolute(pointer[1]!) ? pointer[1]! : resolve(root, pointer[1]!);
}

/**
 * The commit HEAD names (`<hash>`), or null when the folder is no git checkout or its HEAD can't be read (a
 * branch with no commit yet, a damaged .git): the caller then falls back to the set-level file signature.
 */
export function gitHead(root: string): string | null {
  const dir = gitDir(root);
  if (!dir) return null;
  const head = read(join(dir, 'HEAD'));
  if (!head) return null;
  if (HASH.test(head)) return head;
  const ref = /^ref:\s*(refs\/\S+)$/.exec(head)?.[1];
  if (!ref) return null;
  // A worktree keeps its HEAD but shares the refs of the main git folder (named in `commondir`).
  const common = read(join(dir, 'commondir'));
  const dirs = [dir, ...(common ? [resolve(dir, common)] : [])];
  for (const d of dirs) {
    const loose = read(join(d, ref));
    if (loose && HASH.test(loose)) return loose;
  }
  for (const d of dirs) {
    for (const line of (read(join(d, 'packed-refs')) ?? '').split('\n')) {
      const [hash, name] = line.split(' ');
      if (name === ref && hash && HASH.test(hash)) return hash;
    }
  }
  return null;
}
