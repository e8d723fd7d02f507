import type { DeckReport } from './report.js';

/** One entry of a playgroup's watch list (`watch` in totem.config.json): a card the table wants named, and why. */
export interface WatchEntry {
  /** A card name (any printing) or a card id. */
  card: string;
  reason: string;
}

/** A watch-list card a deck holds: the entry's words, and the deck's line that holds it. */
export type WatchHit = WatchEntry & { line: number | null };

/**
 * Cards of the "at most one" kinds and the Energy split, Totem included (as the limit rules count): facts of the
 * list, never a score.
 */
export type PodLimits = Record<
  'ruleBox' | 'aceSpec' | 'radiant' | 'prismStar' | 'star' | 'specialEnergy' | 'basicEnergy',
  number
>;

/** What `pod` and `sheet` both show of a checked deck: its verdict and its Totem's facts (as in the check report). */
export interface DeckGlance {
  file: string;
  /** null: some lines could not be verified (a card API failed), so the deck is not judged. */
  valid: boolean | null;
  /** Errors of its check report (warnings do not make a deck invalid). */
  errors: number;
  totem: DeckReport['totem'];
  identity: DeckReport['identity'];
  /** Now, and after 1 Knock Out (cost + 1); null when it cannot be known (no Totem, one that can't be a Totem). */
  invocationCost: { now: number; afterOneKnockOut: number } | null;
  prizeCards: number | null;
}

export interface PodDeck extends DeckGlance {
  counts: DeckReport['counts'];
  limits: PodLimits;
  /** Exact odds of `totem stats`' plain model; null when the deck gets none (no Basic Pokémon, no cost). */
  odds: { basicInOpeningHand: number | null; invokedByTurn4: number | null };
  watch: WatchHit[];
}

/** `totem pod FILE…`: up to 8 decks side by side. */
export interface PodResult {
  decks: PodDeck[];
}

/** The most decks a pod table shows: the largest table a Totem game seats. */
export const MAX_POD_DECKS = 8;
