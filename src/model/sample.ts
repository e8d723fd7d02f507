import type { NoStats } from './stats.js';

/** One card of a sample deal: named in the output's language; `id` null for a line no card was found for. */
export interface SampleCard {
  name: string;
  id: string | null;
  basic: boolean;
  /** Energy this Totem can take from the hand (the one manual attachment a turn). */
  energy: boolean;
}

/** One turn after the deal: the card drawn (null once the deck is empty), the Energy on the Totem, invoked yet. */
export interface SampleTurn {
  turn: number;
  draw: SampleCard | null;
  energy: number;
  invoked: boolean;
}

/** A sample opening by the rulebook's setup (§5): the kept hand, the free mulligans before it, the Prize cards. */
export interface SampleHand {
  file: string;
  seed: number;
  totem: { name: string; ids: string[]; cost: number | null } | null;
  mulligans: number;
  hand: SampleCard[];
  prizes: SampleCard[];
  draws: SampleTurn[];
}

export type SampleOutcome = { ok: true; sample: SampleHand } | { ok: false; failure: NoStats };
