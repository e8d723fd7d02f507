import { statSync } from 'node:fs';

/**
 * Cheap signature from names, sizes and modification times: nothing is read. FNV-1a over the listing, two
 * lanes, because loading node:crypto would cost more than the whole comparison on every check.
 */
export function statSignature(paths: string[]): string {
  const listing = paths.map((path) => {
    const st = statSync(path);
    return `${path}\0${st.size}\0${st.mtimeMs}\n`;
  });
  const [h1, h2] = lanes(listing.join(''));
  return `${paths.length}-${h1.toString(16)}${h2.toString(16)}`;
}

/** A short stable hash of a text (file names for per-dataset stores). */
export function fnv(text: string): string {
  return lanes(text)
    .map((h) => h.toString(16).padStart(8, '0'))
    .join('');
}

function lanes(text: string): [number, number] {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return [h1 >>> 0, h2 >>> 0];
}
