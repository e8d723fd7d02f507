import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** The fragment key of a shared list: `#list=…`, lz-string compressed (URI-safe, never sent to a server). */
export const LIST_KEY = 'list=';

/** A list longer than this is not put in the address (a 100-card list is 2–3 kB; links this long break). */
export const MAX_SHARED_LIST = 32 * 1024;

/** A list is at most 1 MB (the reader's own limit); a fragment that inflates past it is not a list. */
const MAX_LIST = 1024 * 1024;

/**
 * The longest fragment body decoded at all. The page links lists of at most 32 KiB (main.ts); compressed, the
 * worst of those (random CJK text) is about 124,000 characters, a real decklist less than its own length.
 */
export const MAX_FRAGMENT = 128 * 1024;

export function fragmentOf(list: string, key = LIST_KEY): string {
  return `#${key}${compressToEncodedURIComponent(list)}`;
}

/**
 * The text a fragment holds under `key`, or null when there is none or it is not one (a hand-edited or cut-off
 * link). This inflates without a bound on the work (lz-string has none): the page calls it only in a worker it
 * stops at a deadline (share-link.ts); a fragment past MAX_FRAGMENT is never inflated.
 */
export function listOf(hash: string, key = LIST_KEY): string | null {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(key) || body.length - key.length > MAX_FRAGMENT) return null;
  try {
    const list = decompressFromEncodedURIComponent(body.slice(key.length));
    return typeof list === 'string' && list.length > 0 && list.length <= MAX_LIST ? list : null;
  } catch {
    return null;
  }
}
