import { compressToEncodedURIComponent } from 'lz-string';

/** Lists over this many characters are not put in an address (as the page does: web/README.md). */
export const MAX_SHARED_LIST = 32 * 1024;

/**
 * The page's share link of a list: `SITE?lang=LANG#list=…` (the fragment the page decodes, lz-string
 * compressed; the language as the page reads it). Null when the list is too long to share.
 */
export function shareLinkOf(site: string, list: string, lang: string): string | null {
  if (list.length > MAX_SHARED_LIST) return null;
  const cut = site.search(/[?#]/);
  const base = cut < 0 ? site : site.slice(0, cut);
  return `${base}?lang=${encodeURIComponent(lang)}#list=${compressToEncodedURIComponent(list)}`;
}
