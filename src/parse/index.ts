import { decodeDeck } from './decode.js';
import type { ParsedDeck } from './model.js';
import { parseTextDeck } from './text.js';

export type { Entry, ParsedDeck, Section, CardText } from './model.js';
export { parseCardText } from './card-text.js';
export { parseTypeList } from './extra-types.js';

/**
 * Bytes of a deck file → entries with lines. JSON by extension or by a leading "{". Never throws (rejects).
 * The JSON reader and its schema library load only for JSON decks.
 */
export async function parseDeck(bytes: Uint8Array, file: string): Promise<ParsedDeck> {
  const decoded = decodeDeck(bytes);
  if (!decoded.ok) {
    return {
      file,
      entries: [],
      totemRef: null,
      extraTypes: null,
      unreadable: true,
      problems: [{ rule: 'parse', severity: 'error', line: 1, message: decoded.message }],
    };
  }
  const looksJson = file.toLowerCase().endsWith('.json') || /^\uFEFF?\s*\{/.test(decoded.text);
  if (looksJson) return (await import('./json.js')).parseJsonDeck(decoded.text, file);
  return parseTextDeck(decoded.text, file, { invalidUtf8: decoded.invalidUtf8 });
}
