import type { PokemonType } from './card.js';
import type { MessageData } from './message.js';
import type { Note } from './note.js';

/** The most cards one line may hold: a larger count is read as a mistake. */
export const MAX_LINE_COUNT = 100;

export type Section = 'totem' | 'pokemon' | 'trainer' | 'energy';

export interface CardText {
  name: string;
  set?: string;
  number?: string;
  id?: string;
  /** Everything after the count, for retrying as a plain name. */
  text: string;
}

export interface Entry extends CardText {
  count: number;
  section: Section | null;
  /** 1-based source line; null for a Totem given on the command line. */
  line: number | null;
}

/**
 * What the reader could not read, by kind. The kinds are the message ids of the `parse` rule, which owns the
 * words; the reader only says what it met.
 */
export type ReadIssueKind =
  | 'not-a-card-line'
  | 'line-too-long'
  | 'invalid-utf8'
  | 'latin1'
  | 'impossible-count'
  | 'binary-file'
  | 'file-too-large'
  | 'too-many-lines'
  | 'input-too-large'
  | 'json-syntax'
  | 'json-too-deep'
  | 'json-shape'
  | 'check-crashed';

export interface ReadIssue {
  kind: ReadIssueKind;
  line: number | null;
  column?: number;
  data: MessageData;
}

/** A section header as written ("Pokémon: 12") and what its lines hold. */
export interface SectionHeader {
  section: Section;
  declared: number | null;
  line: number;
  /** Cards (the sum of the counts) and card lines under this header. */
  cards: number;
  lines: number;
}

export interface ParsedDeck {
  file: string;
  entries: Entry[];
  /** A Totem named by directive (`# totem: …`) or `--totem`; the Totem section's entries carry section 'totem'. */
  totemRef: { card: CardText; line: number | null } | null;
  extraTypes: { types: PokemonType[]; unknown: string[]; line: number | null } | null;
  issues: ReadIssue[];
  headers: SectionHeader[];
  /** A "Total Cards: N" line. */
  total: { declared: number; line: number } | null;
  /** What the reader says that is not a problem (a line taken as the deck's name). */
  notes: Note[];
  /**
   * Lines written for people, not the checker: comments (`# …`, `// …`) and the list's name, as written. Only
   * the text reader fills it; `totem fmt` writes them back so a rewrite never loses them.
   */
  kept?: { line: number; text: string }[];
  /** The text reader's lines as written (line N at N - 1): what a repair's edits rewrite. */
  source?: string[];
  /** The file could not be read as a deck at all (binary, too large, broken JSON): only its parse problem matters. */
  unreadable?: boolean;
}

export function emptyDeck(file: string): ParsedDeck {
  return { file, entries: [], totemRef: null, extraTypes: null, issues: [], headers: [], total: null, notes: [] };
}

/** The card reference a line asks the lookup for. One mapping, used by every command. */
export type CardRef = Partial<CardText>;

export function refOf(text: CardText): CardRef {
  return { name: text.name || undefined, set: text.set, number: text.number, id: text.id, text: text.text };
}
