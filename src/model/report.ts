import type { PokemonType } from './card.js';
import type { Problem, Severity } from './problem.js';
import type { IdentitySource } from './facts.js';
import type { TotemCandidate } from './candidates.js';
import type { GameVariant } from './variant.js';

/**
 * The JSON report, schema version 1. It describes itself: stage names, where each identity type comes from
 * (`label`), the rules that ran — so that a formatter only lays it out and computes nothing.
 */
/** A line whose card could not be looked up (a card API failed and the local data cannot answer for it). */
export interface UnverifiedLine {
  line: number | null;
  /** The line's card as written. */
  text: string;
  /** What happened and what to do, in the report's language. */
  message: string;
}

export interface DeckReport {
  file: string;
  /**
   * The rules the deck was checked under (`--variant`, or its config's: per deck, since each may name its own).
   * Added in report version 1 (additive): a reader of older reports reads its absence as `standard`.
   */
  variant?: GameVariant;
  /**
   * true: valid; false: invalid (an error); null: not judged — some lines could not be verified (`unverified`),
   * so no verdict is given, whatever else the deck has (its problems are still listed).
   */
  valid: boolean | null;
  totem: {
    ids: string[];
    name: string;
    stage: number | null;
    /** "Stage 2", in the report's language; null when the stage is unknown. */
    stageName: string | null;
    stageValue: number | null;
    retreatCost: number;
    invocationCost: number | null;
    /** The tribute variant only: the Tribute Cost (cards to discard), null when the stage is unknown. Additive. */
    tributeCost?: number | null;
    prizeCards: number;
    /** False for a card that can't be a Totem (then `notTotemBecause` says why, and no identity is given). */
    eligible?: boolean;
    notTotemBecause?: string;
  } | null;
  identity: {
    types: PokemonType[];
    extraSlots: number;
    extraTypes: PokemonType[];
    sources: (IdentitySource & { label: string })[];
  } | null;
  counts: { totem: number; deck: number; total: number; pokemon: number; trainer: number; energy: number };
  problems: Problem[];
  /** Lines that could not be verified: no problems (not unknown-card errors), the reason the deck is not judged. */
  unverified?: UnverifiedLine[];
  notes: { line: number | null; id: string; message: string }[];
  /**
   * The house rules file the deck was checked under (relative to the working folder), null for none. Added in
   * report version 1 without a version change: readers that don't know it ignore it.
   */
  config?: string | null;
  /** Best first; empty when a Totem is declared. Added in report version 1 (additive). */
  totemCandidates?: TotemCandidate[];
}

/** A rule as the report lists it (SARIF's rule table, docs links). */
export interface ReportRule {
  id: string;
  severity: Severity;
  description: string;
  docs: string;
}

export interface Report {
  version: 1;
  /** The language of every `message` and `label`. */
  lang: string;
  rules: ReportRule[];
  decks: DeckReport[];
  /**
   * `unverified`: decks not judged (`valid: null`), neither valid nor invalid; `unverifiedLines`: their lines that
   * could not be verified, counted apart from the errors.
   */
  summary: Summary;
}

const SUMMARY_COUNTS = ['decks', 'valid', 'invalid', 'unverified', 'errors', 'warnings', 'unverifiedLines'] as const;
export type Summary = Record<(typeof SUMMARY_COUNTS)[number], number>;

/**
 * One deck counted into a run's summary: the one count, whether the decks are kept or written as they are
 * checked (a folder of 10,000 decks). A deck not judged (`valid: null`) is counted apart.
 */
export function countDeck(summary: Summary, deck: DeckReport): Summary {
  summary.decks++;
  summary[deck.valid === true ? 'valid' : deck.valid === false ? 'invalid' : 'unverified']++;
  summary.unverifiedLines += deck.unverified?.length ?? 0;
  for (const p of deck.problems) if (p.severity === 'error' || p.severity === 'warning') summary[`${p.severity}s`]++;
  return summary;
}

export const summaryOf = (decks: readonly DeckReport[]): Summary =>
  decks.reduce(countDeck, Object.fromEntries(SUMMARY_COUNTS.map((count) => [count, 0])) as Summary);

/** A report of these decks and rules; `summary`: counted as the decks were checked, when they are not kept. */
export function summarize(decks: DeckReport[], rules: ReportRule[], lang = 'en', summary = summaryOf(decks)): Report {
  return { version: 1, lang, rules, decks, summary };
}

/**
 * `--quiet`: errors only, in every format. Applied once, before any formatter; as with ESLint's `--quiet`, the
 * warnings it hides are not counted either (a summary of "2 warnings" nobody can see would send users looking).
 */
export function errorsOnly(report: Report): Report {
  return {
    ...report,
    decks: report.decks.map((d) => ({ ...d, problems: d.problems.filter((p) => p.severity === 'error'), notes: [] })),
    summary: { ...report.summary, warnings: 0 },
  };
}
