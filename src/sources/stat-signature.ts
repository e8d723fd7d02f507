import { statSync } from 'node:fs';

/**
 * Cheap signature from names, sizes and modification times: nothing is read. FNV-1a over the listing, two
 * lanes, because loading node:crypto would cost more than the whole comparison on every check.
 */
export function statSignature(paths: string[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const path of paths) {
    const st = statSync(path);
    const line = `${path}\0${st.size}\0${st.mtimeMs}\n`;
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
  }
  return `${paths.length}-${(h1 >>> 0).toString(16)}${(h2 >>> 0).toString(16)}`;
}

/** A short stable hash of a text (file names for per-dataset stores). */
export function fnv(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return `${(h1 >>> 0).toString(16).padStart(8, '0')}${(h2 >>> 0).toString(16).padStart(8, '0')}`;
}
