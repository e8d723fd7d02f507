import { decodeDeck } from './engine.js';

/**
 * An opened or dropped file's text for the list box and the share link, decoded as the CLI's reader decodes it:
 * UTF-8 with or without BOM, UTF-16 and UTF-32 by their BOM (a list saved by Windows Notepad as "Unicode").
 * Null for what the reader refuses (binary) or reads with damaged characters: that is checked as it is, bytes
 * and all, so the report names the lines.
 */
export function textOf(bytes: Uint8Array): string | null {
  const decoded = decodeDeck(bytes);
  return decoded.ok && !decoded.invalidUtf8 ? decoded.text : null;
}
