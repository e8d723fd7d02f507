import type { MessageData } from './message.js';

/**
 * The odds `totem stats` reports for one deck: the result of the stats use case, read by its formatters (text,
 * JSON) and by the library. Advisory only — nothing here changes a check's verdict. Every probability is a number
 * in [0, 1]; a figure that does not exist for this deck (no Basic Pokémon, no Invocation Cost) is null.
 */
export interface StatsResult {
  file: string;
  /** The Totem's name and ids; null when the deck names none. */
  totem: { name: string; ids: string[] } | null;
  /** N: cards in the deck, without the Totem (99, or 98 / 96 for a LEGEND / V-UNION Totem). */
  cards: number;
  /** B: Basic Pokémon, counted as the `basic-pokemon` rule counts them. */
  basics: number;
  /** E: Energy cards that can be attached to this Totem (every Energy card, less those it fails to meet). */
  energyCards: number;
  /** Energy cards whose attachment restriction the Totem fails: not counted in E. */
  notAttachable: StatsCard[];
  /** Lines that found no card: counted in N only, as neither Basic nor Energy. */
  unknown: StatsCard[];
  /** What the reader of the figures should know: the deck fails check, unknown cards, no Basic Pokémon … */
  notes: StatsNote[];
  openingHand: OpeningHandStats;
  prizes: PrizeStats;
  invocation: InvocationStats;
  /** P(at least one card of the group seen — kept hand and draws — by turn t). */
  draws: DrawGroupStats[];
  /** The opt-in Monte Carlo model (`--model search`); null when not asked for. */
  search: SearchStats | null;
  /** The plain model's assumptions, as message ids (rendered by the formatters). */
  model: StatsNote[];
}

/** Why a deck gets no odds at all: no Basic Pokémon, too few or too many cards, not a deck (`stats/<id>`). */
export interface NoStats {
  file: string;
  reason: StatsNote;
}

/** What the stats use case returns for one deck. */
export type StatsOutcome = { ok: true; stats: StatsResult } | { ok: false; failure: NoStats };

export interface StatsCard {
  name: string;
  line: number | null;
  copies: number;
}

/** A sentence of the stats table (`stats/<id>`), rendered in the output's language by the formatter. */
export interface StatsNote {
  id: string;
  data: MessageData;
}

export interface OpeningHandStats {
  /** P(at least one Basic Pokémon in 7 cards of N): exact hypergeometric. */
  pAtLeastOneBasic: number;
  /** (1 − p) / p: free mulligans before a hand is kept; null when no hand can be kept. */
  expectedMulligans: number | null;
  /** P(k Basic Pokémon in the kept hand | at least one), k = 1 … min(7, B); sums to 1. */
  basicsInKeptHand: { basics: number; p: number }[];
}

export interface PrizeStats {
  /** P(one given non-Basic card — one copy — is among the 6 Prize cards), after a kept hand; null without one. */
  pGivenCardPrized: number | null;
  groups: PrizeGroupStats[];
}

export type StatsGroupKind = 'energy' | 'supporters' | 'key';

export interface StatsGroup {
  kind: StatsGroupKind;
  /** The name given with --key (kind `key`). */
  name?: string;
  /** Cards of the deck in the group. */
  cards: number;
}

export interface PrizeGroupStats extends StatsGroup {
  /** P(at least k cards of the group prized), k = 1 … min(6, cards). */
  atLeast: { k: number; p: number }[];
}

export interface DrawGroupStats extends StatsGroup {
  /** P(at least one in the kept hand) — turn 0 — then by turn t = 1 … 10. */
  inOpeningHand: number;
  byTurn: TurnOdds[];
}

export interface TurnOdds {
  turn: number;
  p: number;
}

export interface InvocationStats {
  /** The Totem's Invocation Cost now; null when it cannot be known (no Totem, unknown stage). */
  cost: number | null;
  /** P(the Totem can be invoked by turn t), t = 1 … 10, under the plain model. */
  byTurn: TurnOdds[];
  /** The first turn by which P ≥ 50% / 90% (looked for until the deck runs out); null if never. */
  turnFor50: number | null;
  turnFor90: number | null;
  /** The same from an empty Totem Zone after 1, 2 and 3 Knock Outs (cost + k). */
  afterKnockOuts: {
    knockOuts: number;
    cost: number;
    byTurn: TurnOdds[];
    turnFor50: number | null;
    turnFor90: number | null;
  }[];
}

/** A Monte Carlo estimate with its 95% interval (Wilson score). */
export interface TurnEstimate extends TurnOdds {
  low: number;
  high: number;
}

export interface SearchStats {
  kind: 'search';
  seed: number;
  runs: number;
  cost: number;
  byTurn: TurnEstimate[];
  /** The deck's cards the model plays: Supporters that draw, Items that search the deck for Energy. */
  drawSupporters: number;
  energySearchItems: number;
  /** The model's rules on top of the plain model's, as message ids. */
  model: StatsNote[];
}
