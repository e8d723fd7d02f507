import { decodeDeck } from './decode.js';
import { emptyDeck, type ParsedDeck, type ReadIssueKind } from '../model/deck.js';
import type { MessageData } from '../model/message.js';
import { parseTextDeck } from './text.js';

export type { ParsedDeck } from '../model/deck.js';

/** A JSON deck: by extension, or by a leading "{" whatever the file is called. */
export function looksJson(text: string, file: string): boolean {
  return file.toLowerCase().endsWith('.json') || /^\uFEFF?\s*\{/.test(text);
}

/**
 * Bytes of a deck file → entries with lines. JSON by extension or by a leading "{". Never throws (rejects).
 * The JSON reader and its schema library load only for JSON decks.
 */
export async function parseDeck(bytes: Uint8Array, file: string): Promise<ParsedDeck> {
  const decoded = decodeDeck(bytes);
  if (!decoded.ok) {
    return unreadableDeck(file, decoded.kind, decoded.data);
  }
  if (looksJson(decoded.text, file)) return (await import('./json.js')).parseJsonDeck(decoded.text, file);
  const deck = parseTextDeck(decoded.text, file, { invalidUtf8: decoded.invalidUtf8 });
  if (decoded.latin1Line) deck.issues.unshift({ kind: 'latin1', line: decoded.latin1Line, data: {} });
  return deck;
}

/** A file that cannot be read as a deck at all: one parse problem, nothing else. */
export function unreadableDeck(file: string, kind: ReadIssueKind, data: MessageData = {}): ParsedDeck {
  return { ...emptyDeck(file), unreadable: true, issues: [{ kind, line: 1, data }] };
}
