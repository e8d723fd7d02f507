// The results of the use cases other than `check` (whose report is report.ts): what `cost`, `identity`,
// `cards info` and `cards find` return, the CLI prints, the library returns and a page renders. In the model, so
// the formatters depend on the model alone.
import type { Card } from './card.js';
import type { CostFacts, EnergyClass, Identity } from './facts.js';
import type { MessageValue } from './message.js';
import type { Problem } from './problem.js';

/** One card's facts, as the rules see them. */
export interface CardFacts {
  card: Card;
  /** Other printings of the same card (same fingerprint). */
  reprints: Card[];
  eligibility: { eligible: boolean; reason: string; why: MessageValue };
  /** A Pokémon's cost facts; null for Trainers and Energy. */
  cost: CostFacts | null;
  /** A possible Totem's identity; null otherwise. */
  identity: Identity | null;
  energyClass: EnergyClass | null;
}

export type CardInfoResult =
  | { kind: 'card'; facts: CardFacts }
  | { kind: 'versions'; input: string; versions: { facts: CardFacts; printings: Card[] }[] };

export interface FoundCards {
  query: string;
  /** The printings listed (at most `limit`), grouped by name; `version` is a letter per distinct card when a name has several, else "-". */
  rows: { card: Card; version: string }[];
  /** Every printing that matched, listed or not. */
  total: number;
  /** Distinct versions (per name, by fingerprint) among every printing that matched, listed or not. */
  versions: number;
  /** The most printings listed. */
  limit: number;
}

/** True when more printings matched than are listed. */
export const isCapped = (found: FoundCards): boolean => found.total > found.rows.length;

/** One version of a name with several: its newest printing, all its printings, and its facts. */
export interface CostVersion {
  card: Card;
  printings: Card[];
  facts: CostFacts;
  eligible: boolean;
}

/** `cost CARD`: the card's cost facts, the versions of a name to pick from, or why it can't be a Totem. */
export type CostResult =
  | { kind: 'cost'; card: Card; facts: CostFacts; eligible: true }
  | { kind: 'versions'; input: string; versions: CostVersion[] }
  | { kind: 'not-a-totem'; card: Card; reason: string };

export interface IdentityVersion {
  card: Card;
  printings: Card[];
  identity: Identity;
}

export type IdentityResult =
  | { kind: 'identity'; card: Card; identity: Identity; deck: { name: string; breaks: Problem[] } | null }
  | { kind: 'versions'; input: string; versions: IdentityVersion[] }
  | { kind: 'not-a-totem'; card: Card; reason: string };
