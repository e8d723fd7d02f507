import type { Card } from './card.js';
import type { Entry, ParsedDeck } from './deck.js';
import type { MessageData, MessageValue } from './message.js';
import type { Note } from './note.js';

export type { Note } from './note.js';

/**
 * Why a line found no card, or found several. The reasons are message ids of the `unknown-card` and
 * `ambiguous-card` rules, which own the words.
 */
export type Unresolved =
  | {
      status: 'unknown';
      reason:
        | 'no-such-id'
        | 'not-a-set-code'
        | 'no-such-number'
        | 'name-mismatch'
        | 'no-such-name'
        | 'no-card-named'
        | 'unread-script';
      data: MessageData;
      /** What to write instead: text, or cards (shown in the report's language). */
      suggestions: MessageValue[];
      /** Set when suggestions were not looked for: the deck had more than this many unknown lines before. */
      suggestionLimit?: number;
      /** Not in the store, and the API that could have it had failed: unknown to totem, not known not to exist. */
      unverified?: boolean;
      /** Newer card data could answer it (a set or code the local data lacks): the pack-age hint is for it. */
      mayBeNewer?: boolean;
    }
  | { status: 'ambiguous'; reason: 'versions' | 'printing-names-several'; data: MessageData; versions: Card[][] };

export type Resolution = { status: 'found'; card: Card; note?: Note } | Unresolved;

/** One decklist line after lookup. `copies` is how many of the line's cards this entry stands for. */
export interface DeckCard {
  entry: Entry;
  card: Card | null;
  /** Why `card` is null. */
  unresolved?: Unresolved;
  copies: number;
  line: number | null;
}

/** A deck ready for the rules: the Totem's cards, the other cards, and what the reader found. */
export interface ResolvedDeck {
  file: string;
  totem: DeckCard[];
  cards: DeckCard[];
  /** Every line that found no card (also in `totem`/`cards`), in line order. */
  unresolved: DeckCard[];
  parsed: ParsedDeck;
  extraTypes: ParsedDeck['extraTypes'];
  notes: Note[];
}

export function allCards(deck: ResolvedDeck): DeckCard[] {
  return [...deck.totem, ...deck.cards];
}

export function copiesOf(list: readonly { copies: number }[]): number {
  return list.reduce((n, c) => n + c.copies, 0);
}

/** A deck with no cards resolved yet (the reader's notes carried over). */
export function emptyResolvedDeck(parsed: ParsedDeck): ResolvedDeck {
  return {
    file: parsed.file,
    totem: [],
    cards: [],
    unresolved: [],
    parsed,
    extraTypes: parsed.extraTypes,
    notes: [...parsed.notes],
  };
}
