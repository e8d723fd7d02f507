import type { PokemonType } from './card.js';

/**
 * A card of a list with no Totem that could be its Totem, with the verdict the list gets with it as the Totem
 * (checked, not guessed). Part of the deck report (`totemCandidates`, report version 1, additive).
 */
export interface TotemCandidate {
  /** As the report's `totem.ids`: both halves of a LEGEND, every V-UNION piece the list holds. */
  ids: string[];
  name: string;
  /** Set code (or set id when the set has no code) and number: with the name, what `--totem` takes. */
  set: string;
  number: string;
  /** The list's verdict with this card as its Totem; null when some of its lines could not be verified. */
  valid: boolean | null;
  /** Errors the list has with this card as its Totem. */
  errors: number;
  /** The rule of the first of those errors; null when valid. */
  firstRule: string | null;
  identity: PokemonType[];
  invocationCost: number | null;
  /** The tribute variant only: its Tribute Cost (as the report's `totem.tributeCost`); candidates rank by it there. */
  tributeCost?: number | null;
  prizeCards: number;
}

/** `NAME SET NUMBER`: the card as `--totem`, a `# totem:` line and a `Totem: 1` section take it. */
export const candidateText = (c: Pick<TotemCandidate, 'name' | 'set' | 'number'>): string =>
  `${c.name} ${c.set} ${c.number}`;
