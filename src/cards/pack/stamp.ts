import { readFileSync, statSync } from 'node:fs';
import { writeFileAtomic } from '../../files/atomic.js';
import { join } from 'node:path';
import type { LoadFileSync } from './reader.js';

/**
 * Hashing the ~15 set files a check reads (3 MB) costs every run for files that do not change between runs. So a
 * pack folder keeps a stamp beside its files: each file's sha256 as last hashed, with what the file was then (size,
 * modification and change times in ns, inode). A file that differs in any of them is hashed again, and any write
 * moves its change time (which no one sets back): an edited file is caught by its digest as before. The stamp is
 * best effort: a pack folder that cannot be written (an install owned by root) is hashed on every run.
 */
export const STAMP_FILE = '.digests.json';

/** The reader's read and sha256 over a pack folder, the hash taken from the stamp for a file it knows unchanged. */
export function stampedFiles(
  dir: string,
  read: (path: string, maxBytes: number) => Uint8Array,
  sha256: (bytes: Uint8Array) => string,
): Pick<LoadFileSync, 'sha256'> & { read(name: string, path: string, maxBytes: number): Uint8Array } {
  const stampPath = join(dir, STAMP_FILE);
  let stamp: Record<string, string> = {};
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as Record<string, string>;
  } catch {
    // none yet (or unreadable): every file is hashed
  }
  // The file as it was when read (stat before reading: a write during the read moves its times for the next run).
  const seen = new WeakMap<Uint8Array, { name: string; was: string }>();
  return {
    read(name, path, maxBytes) {
      const st = statSync(path, { bigint: true });
      const bytes = read(path, maxBytes);
      seen.set(bytes, { name, was: `${st.size} ${st.mtimeNs} ${st.ctimeNs} ${st.ino}` });
      return bytes;
    },
    sha256(bytes) {
      const file = seen.get(bytes);
      const [was, digest] = file ? (stamp[file.name]?.split('\t') ?? []) : [];
      if (file && was === file.was && digest) return digest;
      const hashed = sha256(bytes);
      if (!file) return hashed; // inflated text: the stored file's stamp is not its own
      stamp = { ...stamp, [file.name]: `${file.was}\t${hashed}` };
      try {
        writeFileAtomic(stampPath, JSON.stringify(stamp), { parents: false });
      } catch {
        // a folder this run cannot write: hashed again next time
      }
      return hashed;
    },
  };
}
