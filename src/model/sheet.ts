import type { DeckReport } from './report.js';

/** One line of a deck sheet: as a player writes it, with the set code and number of the printing found. */
export interface SheetCard {
  count: number;
  name: string;
  set: string | null;
  number: string | null;
}

export interface SheetSection {
  /** `unknown`: lines that found no card (shown as written). */
  section: 'totem' | 'pokemon' | 'trainer' | 'energy' | 'unknown';
  cards: SheetCard[];
  count: number;
}

/** `totem sheet DECK`: everything a printed deck sheet shows. */
export interface SheetResult {
  file: string;
  /** null: some lines could not be verified (a card API failed), so the deck is not judged. */
  valid: boolean | null;
  errors: number;
  /** The first errors' messages (the sheet names why a list fails, briefly). */
  problems: string[];
  totem: DeckReport['totem'];
  identity: DeckReport['identity'];
  /** Now and after 1 Knock Out; null for no Totem or one that can't be a Totem. */
  invocationCost: { now: number; afterOneKnockOut: number } | null;
  prizeCards: number | null;
  sections: SheetSection[];
  /** The release date of the newest set of the card data the list was checked with (YYYY-MM-DD), or null. */
  cardDataDate: string | null;
  /** The page's share link of this list (null when the list is too long for one), and the page's address. */
  shareLink: string | null;
  site: string;
  lang: string;
}
