import type { CardLookup } from '../cards/lookup/lookup.js';
import type { Locale } from '../model/render-message.js';

/**
 * What a use case needs to run, and nothing it would print with: the card lookup (over the store, a card pack,
 * or a caller's own source) and the language its words are rendered in. A Node session and the browser core
 * both build one; the use cases never know which.
 */
export interface CommandContext {
  lookup: CardLookup;
  locale: Locale;
}
