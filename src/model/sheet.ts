import type { DeckGlance } from './pod.js';

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
export interface SheetResult extends DeckGlance {
  /** The first errors' messages (the sheet names why a list fails, briefly). */
  problems: string[];
  sections: SheetSection[];
  /** The release date of the newest set of the card data the list was checked with (YYYY-MM-DD), or null. */
  cardDataDate: string | null;
  /** The page's share link of this list (null when the list is too long for one), and the page's address. */
  shareLink: string | null;
  site: string;
  lang: string;
}
