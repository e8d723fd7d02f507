import type { Card } from '../cards/model.js';
import type { Entry, ParsedDeck } from '../parse/index.js';
import type { Problem } from '../problem.js';

/** One decklist line after lookup. `copies` is how many of the line's cards this entry stands for. */
export interface DeckCard {
  entry: Entry;
  card: Card | null;
  copies: number;
  line: number | null;
}

/** A deck ready for the rules: the Totem's cards, the other cards, and what the reader and lookup found. */
export interface ResolvedDeck {
  file: string;
  totem: DeckCard[];
  cards: DeckCard[];
  extraTypes: ParsedDeck['extraTypes'];
  /** parse, unknown-card, ambiguous-card and section-count findings, collected before the rules run. */
  problems: Problem[];
  /** Things the report should say that are not problems ("judged the most recent printing"). */
  notes: { line: number | null; message: string }[];
}

export function allCards(deck: ResolvedDeck): DeckCard[] {
  return [...deck.totem, ...deck.cards];
}

export function copiesOf(list: DeckCard[]): number {
  return list.reduce((n, c) => n + c.copies, 0);
}

/** "line 14" / "lines 3, 9" / "the command line", for messages. */
export function whereIs(line: number | null): string {
  return line === null ? '--totem' : `line ${line}`;
}
