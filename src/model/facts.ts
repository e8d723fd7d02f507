import type { Card, PokemonType } from './card.js';
import type { MessageValue } from './message.js';

export const STAGE_NAMES = ['Basic', 'Stage 1', 'Stage 2', 'Stage 3'] as const;

export interface IdentitySource {
  type: PokemonType;
  from: 'totem-type' | 'attack' | 'retreat' | 'extra';
  /** The Totem's name, the attack's name, the Retreat Cost, or for an extra type "declared" / "inferred". */
  detail: string;
  /** For an inferred extra type: the first line that needs it. */
  line?: number | null;
}

export interface Identity {
  /** Every allowed type, sorted by name. */
  types: PokemonType[];
  /** The types the Totem grants by itself (own types, attack costs, Colorless). */
  base: PokemonType[];
  extraSlots: number;
  extraTypes: PokemonType[];
  extraSource: 'declared' | 'inferred' | 'none';
  colorlessTotem: boolean;
  retreatCost: number;
  sources: IdentitySource[];
}

export interface CostFacts {
  stage: number | null;
  stageName: string | null;
  stageValue: number | null;
  stageReason: string;
  /** The stage reason as a message value, for the report's language. */
  stageWhy: MessageValue;
  retreatCost: number;
  kos: number;
  invocationCost: number | null;
  prizeCards: number;
  notes: string[];
  notesWhy: MessageValue[];
  tribute?: TributeFacts;
}

/** A fact's reason in English words (`reason`, JSON) and as a message value for the report's language (`why`). */
export interface Reasoned {
  reason: string;
  why: MessageValue;
}

export interface TributeFacts extends Reasoned {
  tributeCost: number | null;
  returns: number;
  evolutionTribute: boolean;
  interpretation: boolean;
}

export type StageKind =
  'printed' | 'vmax' | 'vstar' | 'v-union' | 'legend' | 'break' | 'lvx' | 'mega-ex' | 'primal-ex' | 'mega-ex-modern';

/** `reason`: e.g. "BREAK of a Stage 2 (Greninja)". */
export interface StageFacts extends Reasoned {
  /** 0 = Basic … 3 = Stage 3; null when it cannot be known. */
  stage: number | null;
  kind: StageKind;
  /** The species whose normal stage was used, for BREAK, LV.X, M and Primal. */
  base?: string;
}

export type EnergyClass = Reasoned &
  ({ kind: 'colorless' } | { kind: 'unknown' } | { kind: 'types'; types: PokemonType[] });

export interface Piece {
  kind: 'legend' | 'vunion';
  /** The Pokémon's name, e.g. "Morpeko V-UNION". */
  group: string;
  /** 1-based half or piece number. */
  piece: number;
  of: number;
}

export interface TotemFacts {
  ids: string[];
  name: string;
  cards: Card[];
  cost: CostFacts;
  eligible: boolean;
  reason: string;
  /** Why it can or cannot be a Totem, for the report's language. */
  why?: MessageValue;
  /** 1 for most Totems, 2 for a LEGEND, 4 for a V-UNION. */
  size: number;
}

export interface ExtraTypeFacts {
  declared: PokemonType[] | null;
  unknownNames: string[];
  /** Declared types that did not fit in the slots. */
  overflow: PokemonType[];
  /** With an `Extra types:` line: types the deck uses but the line does not name, in the free slots they fill. */
  undeclared: { type: PokemonType; line: number | null }[];
  line: number | null;
}

export interface DeckFacts {
  totem: TotemFacts | null;
  identity: Identity | null;
  extra: ExtraTypeFacts;
  /** Special Energy class per card id. */
  energy: Map<string, EnergyClass>;
  normalStage: (species: string) => number | null;
}
