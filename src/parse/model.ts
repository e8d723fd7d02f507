import type { PokemonType } from '../cards/model.js';
import type { Problem } from '../problem.js';

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

export interface ParsedDeck {
  file: string;
  entries: Entry[];
  /** A Totem named by directive (`# totem: …`) or `--totem`; the Totem section's entries carry section 'totem'. */
  totemRef: { card: CardText; line: number | null } | null;
  extraTypes: { types: PokemonType[]; unknown: string[]; line: number | null } | null;
  problems: Problem[];
  /** The file could not be read as a deck at all (binary, too large, broken JSON): only its parse problem matters. */
  unreadable?: boolean;
}
