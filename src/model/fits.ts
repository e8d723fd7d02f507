import type { Card, PokemonType } from './card.js';
import type { PackTotemFacts } from './pack-format.js';
import type { Problem } from './problem.js';
import type { Listing } from './results.js';

/** How a card fits a Totem's identity, for words: a Trainer always; a card by its types; a Special Energy by its class. */
export type FitReason =
  | { kind: 'trainer' }
  | { kind: 'types'; types: PokemonType[] }
  | { kind: 'energy-class'; types: PokemonType[] }
  | { kind: 'no-type' };

/** The Totem a search is for: the card(s) and the identity they give. */
export interface FitsTotem {
  /** Both halves of a LEGEND, every piece of a V-UNION (as a report's `totem.ids`). */
  ids: string[];
  card: Card;
  identity: PokemonType[];
  extraSlots: number;
  /** `--extra-types`: the declared extra types (null: inferred per card, one slot at a time). */
  declared: PokemonType[] | null;
}

/** How a card fits a Totem (or does not), and what it would take: both the fit's rows and `--why` say it. */
interface Fit {
  card: Card;
  reason: FitReason;
  /** The extra types it would take: only in with them in the identity. */
  uses: PokemonType[];
  /** The "at most one per deck" rules that apply to it (ACE SPEC, Radiant, ◇, ★). */
  limits: string[];
}

/** One distinct version of a card that fits the Totem (its newest printing and how many others it has). */
export interface FitRow extends Fit {
  others: number;
  /** Their ids (a list holding one of them holds this card). */
  otherIds: string[];
  /** Listed with --include-banned: fits but for a ban. */
  banned: boolean;
  /** With a list being built (`listed`): the id of its card that makes this one a second copy. */
  inList?: string;
}

/** `cards find --fits TOTEM`: the cards a deck with that Totem may hold (distinct versions; `total`: listed or not). */
export interface FitsResult extends Listing<FitRow> {
  totem: FitsTotem;
}

/** `cards find --fits TOTEM --why CARD`: one card's fit or misfit, in the words of the rules that decide it. */
export interface WhyFit extends Fit {
  totem: FitsTotem;
  fits: boolean;
  /** The problems `totem check` gives the card in a deck of that Totem (empty when it fits). */
  problems: Problem[];
}

/** One distinct version of a card that can be a Totem, as `totems` lists it: its facts, as the pack's search index. */
export interface TotemRow extends PackTotemFacts {
  card: Card;
  /** Other printings of the same card. */
  others: number;
  /** In the tribute variant: the Tribute Cost (what the list is sorted by). */
  tributeCost?: number | null;
}

/** `totems [--types …] [QUERY]`: cards that can be a Totem whose identity covers the types, cheapest first. */
export interface TotemsResult extends Listing<TotemRow> {
  types: PokemonType[];
}
