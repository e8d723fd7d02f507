import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** The fragment key of a shared list: `#list=…`, lz-string compressed (URI-safe, never sent to a server). */
const KEY = 'list=';

/** A list is at most 1 MB (the reader's own limit); a fragment that inflates past it is not a list. */
const MAX_LIST = 1024 * 1024;

export function fragmentOf(list: string): string {
  return `#${KEY}${compressToEncodedURIComponent(list)}`;
}

/** The list a fragment holds, or null when there is none or it is not one (a hand-edited or cut-off link). */
export function listOf(hash: string): string | null {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(KEY)) return null;
  try {
    const list = decompressFromEncodedURIComponent(body.slice(KEY.length));
    return typeof list === 'string' && list.length > 0 && list.length <= MAX_LIST ? list : null;
  } catch {
    return null;
  }
}
