import type { PokemonType } from '../cards/model.js';
import type { IdentitySource } from '../derive/identity.js';
import type { Problem } from '../problem.js';

/** SPEC §7, schema version 1. */
export interface DeckReport {
  file: string;
  valid: boolean;
  totem: {
    ids: string[];
    name: string;
    stage: number | null;
    stageValue: number | null;
    retreatCost: number;
    invocationCost: number | null;
    prizeCards: number;
  } | null;
  identity: {
    types: PokemonType[];
    extraSlots: number;
    extraTypes: PokemonType[];
    sources: IdentitySource[];
  } | null;
  counts: { totem: number; deck: number; total: number; pokemon: number; trainer: number; energy: number };
  problems: Problem[];
  notes: { line: number | null; message: string }[];
}

export interface Report {
  version: 1;
  decks: DeckReport[];
  summary: { decks: number; valid: number; invalid: number; errors: number; warnings: number };
}

export function summarize(decks: DeckReport[]): Report {
  const errors = decks.reduce((n, d) => n + d.problems.filter((p) => p.severity === 'error').length, 0);
  const warnings = decks.reduce((n, d) => n + d.problems.filter((p) => p.severity === 'warning').length, 0);
  const valid = decks.filter((d) => d.valid).length;
  return {
    version: 1,
    decks,
    summary: { decks: decks.length, valid, invalid: decks.length - valid, errors, warnings },
  };
}
