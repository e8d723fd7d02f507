export type { GameVariant } from './variant.js';
import type { MessageData, MessageValue } from './message.js';

/**
 * What both variants' odds say of a deck. Advisory only — nothing here changes a check's verdict. Every probability
 * is a number in [0, 1]; a figure that does not exist for this deck (no Basic Pokémon, no Invocation Cost) is null.
 */
interface StatsOfDeck {
  file: string;
  /** The Totem's name and ids; null when the deck names none. */
  totem: { name: string; ids: string[] } | null;
  /** B: Basic Pokémon, counted as the `basic-pokemon` rule counts them. */
  basics: number;
  /** Lines that found no card: counted in N only, as neither Basic nor Energy. */
  unknown: StatsCard[];
  /** What the reader of the figures should know: the deck fails check, unknown cards, no Basic Pokémon … */
  notes: StatsNote[];
  /** The model's assumptions, as message ids (rendered by the formatters). */
  model: StatsNote[];
  /** N: cards in the deck, without the Totem (99, or 98 / 96 for a LEGEND / V-UNION Totem; it waits in the Totem Zone). */
  cards: number;
  /** P(at least one card of the group seen — kept hand and draws — by turn t). */
  draws: DrawGroupStats[];
}

export interface StatsResult extends StatsOfDeck {
  /** The rules the odds are for: the Totem Format's own (`standard`). */
  variant: 'standard';
  /** E: Energy cards that can be attached to this Totem (every Energy card, less those it fails to meet). */
  energyCards: number;
  /** Energy cards whose attachment restriction the Totem fails: not counted in E. */
  notAttachable: StatsCard[];
  openingHand: OpeningHandStats;
  prizes: PrizeStats;
  invocation: InvocationStats;
  /** The opt-in Monte Carlo model (`--model search`); null when not asked for. */
  search: SearchStats | null;
}

/** Why a deck gets no odds at all: no Basic Pokémon, too few or too many cards, not a deck (`stats/<id>`). */
export interface NoStats {
  file: string;
  reason: StatsNote;
}

export type StatsOutcome<S = StatsResult> = { ok: true; stats: S } | { ok: false; failure: NoStats };

/** The odds of either variant, told apart by `variant`: what `totem stats` and the library's `stats` give. */
export type AnyStatsResult = StatsResult | TributeStatsResult;

export type AnyStatsOutcome = StatsOutcome<AnyStatsResult>;

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

export interface StatsGroup {
  kind: 'energy' | 'supporters' | 'key';
  /** The name given with --key (kind `key`). */
  name?: string;
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

/**
 * P(the Totem can be invoked by turn t), t = 1 … 10, under the plain model; the first turn by which P ≥ 50% / 90%
 * (looked for until the deck runs out), null if never.
 */
export interface ByTurn {
  byTurn: TurnOdds[];
  turnFor50: number | null;
  turnFor90: number | null;
}

export interface InvocationStats extends ByTurn {
  /** The Totem's Invocation Cost now; null when it cannot be known (no Totem, unknown stage). */
  cost: number | null;
  /** The same from an empty Totem Zone after 1, 2 and 3 Knock Outs (cost + k). */
  afterKnockOuts: (ByTurn & { knockOuts: number; cost: number })[];
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

/**
 * The odds of the tribute variant (seed 001): draw 17, keep 7 of them, the other 10 are the Prize cards (chosen,
 * so no card is prized by chance); the Totem comes into play after your first turn by discarding its Tribute Cost
 * from the hand, or, for an Evolution Totem, by the 1-card Evolution Tribute onto the Pokémon it evolves from.
 * There is no Energy charging in this variant, so no Energy count and no Invocation Cost. In `draws`, turn 0 is the
 * 17 drawn, the 7 kept chosen from them.
 */
export interface TributeStatsResult extends StatsOfDeck {
  variant: 'tribute';
  openingHand: TributeOpeningHandStats;
  prizes: { count: number; chosen: true };
  invocation: TributeInvocationStats;
}

export interface TributeOpeningHandStats {
  /** Cards drawn (17) and kept (7); the rest are the Prize cards. */
  drawn: number;
  kept: number;
  /** P(at least one Basic Pokémon in the 17 drawn): exact hypergeometric. */
  pAtLeastOneBasic: number;
  /** (1 − p) / p: forced mulligans (no Basic: 17 drawn again) before a hand is kept; null when none can be. */
  expectedMulligans: number | null;
  /** P(k Basic Pokémon among the 17 | at least one), k = 1 … min(17, B); sums to 1. */
  basicsInDrawn: { basics: number; p: number }[];
  /** P(one given non-Basic card — one copy — among the 17 drawn, so yours to keep or to prize). */
  pGivenCardDrawn: number | null;
  /** Each optional mulligan draws one card fewer and keeps one fewer: P(at least one Basic) in that draw. */
  optionalMulligans: { mulligans: number; drawn: number; kept: number; pAtLeastOneBasic: number }[];
}

export interface TributeInvocationStats {
  /** The Tribute Cost (cards to discard from the hand); null when it cannot be known (no Totem, unknown stage). */
  cost: number | null;
  /** Why that cost: seed 001's table row, or the project's reading of a kind it does not list. */
  why: MessageValue | null;
  /** The cost is the project's reading of a kind seed 001 does not list (VSTAR, V-UNION, BREAK, Primal). */
  interpretation: boolean;
  /** The first turn the Totem may come into play: after your first turn (seed 001, "Actions During A Turn"). */
  fromTurn: number;
  /** Cards in hand on turn t after its draw, before the Tribute: the 7 kept, less the Active Pokémon, plus t. */
  handByTurn: { turn: number; cards: number }[];
  /** The first turn the hand holds the Tribute Cost; null when it never does (or the cost is unknown). */
  firstTurn: number | null;
  /** The same after 1, 2 and 3 returns to the Totem Zone (each raises the Tribute Cost by 1). */
  afterReturns: { returns: number; cost: number; firstTurn: number | null }[];
  /** The 1-card Evolution Tribute, for a Totem that evolves; null for one that does not. */
  evolutionTribute: EvolutionTributeStats | null;
}

/** `byTurn`: P(the Evolution Tribute can be paid by turn t), t = 1 … 10. */
export interface EvolutionTributeStats extends ByTurn {
  /** Always 1: an Evolution Tribute ignores the extra costs of returns. */
  cost: number;
  /** The Pokémon the Totem evolves from (its "Evolves from"), which must be in play; null if the data says none. */
  onto: string | null;
  /** The Evolution line in the deck that leads to it, the Basic first: each name and its cards. */
  line: { name: string; cards: number }[];
  /** The first name of the line with no card in the deck (no Evolution Tribute then); null when complete. */
  missing: string | null;
  /** A name of the line whose cards do not say, or do not agree on, what they evolve from; null when read. */
  unread: string | null;
}
