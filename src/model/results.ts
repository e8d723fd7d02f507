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

/** A search's rows: at most `limit` of the `total` that matched, listed or not. */
export interface Listing<Row> {
  query: string;
  rows: Row[];
  total: number;
  limit: number;
}

/** The printings listed, grouped by name; `version` is a letter per distinct card when a name has several, else "-". */
export interface FoundCards extends Listing<{ card: Card; version: string }> {
  /** Distinct versions (per name, by fingerprint) among every printing that matched, listed or not. */
  versions: number;
}

export const isCapped = (found: FoundCards): boolean => found.total > found.rows.length;

/** One version of a name with several: its newest printing, all its printings, and its facts. */
type Versions<Facts> = { kind: 'versions'; input: string; versions: ({ card: Card; printings: Card[] } & Facts)[] };

/** `cost CARD`: the card's cost facts, the versions of a name to pick from, or why it can't be a Totem. */
export type CostResult =
  | { kind: 'cost'; card: Card; facts: CostFacts; eligible: true }
  | Versions<{ facts: CostFacts; eligible: boolean }>
  | { kind: 'not-a-totem'; card: Card; reason: string };

export type IdentityResult =
  | { kind: 'identity'; card: Card; identity: Identity; deck: { name: string; breaks: Problem[] } | null }
  | Versions<{ identity: Identity }>
  | { kind: 'not-a-totem'; card: Card; reason: string };
