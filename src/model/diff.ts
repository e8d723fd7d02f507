import type { PokemonType } from './card.js';

/** One card of a diff: its name (the first printing's), and how many copies each list holds. */
export interface DiffCard {
  name: string;
  /** The card's set code and number in the list that holds it (B's for an added or changed card). */
  set: string | null;
  number: string | null;
  from: number;
  to: number;
}

export interface DiffSide {
  file: string;
  /** null: some lines could not be verified (a card API failed), so the deck is not judged. */
  valid: boolean | null;
  errors: number;
  totem: { name: string; ids: string[] } | null;
  identity: PokemonType[] | null;
}

/**
 * `totem diff A B`: what B adds, removes and changes (by card name: swapping a printing for a reprint is no
 * change), whether the Totem and the identity moved, and the verdict of each list.
 */
export interface DiffResult {
  a: DiffSide;
  b: DiffSide;
  added: DiffCard[];
  removed: DiffCard[];
  changed: DiffCard[];
  totemChanged: boolean;
  identityChanged: boolean;
  /** No card, Totem or identity differs. */
  same: boolean;
}
