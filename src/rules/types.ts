import type { DeckFacts } from '../check/facts.js';
import type { ResolvedDeck } from '../check/deck.js';
import type { Problem, Severity } from '../problem.js';

export interface BanEntry {
  name?: string;
  id?: string;
  reason?: string;
  /** Where the ban comes from, e.g. "data/banlist.json" or a house config path. */
  source: string;
}

export interface RuleContext {
  bans: BanEntry[];
}

/** What a rule reports; the engine adds the rule id and, unless the finding sets one, the rule's severity. */
export type Finding = Omit<Problem, 'rule' | 'severity'> & { severity?: Severity };

/** A rule: a stable id, a default severity, a one-line summary and a pure check. */
export interface Rule {
  id: string;
  severity: Severity;
  summary: string;
  check(deck: ResolvedDeck, facts: DeckFacts, context: RuleContext): Finding[];
}

/** A rule whose findings the reader or the lookup already made; it hands them on with its id. */
export function collected(id: string, severity: Severity, summary: string): Rule {
  return {
    id,
    severity,
    summary,
    check: (deck) => deck.problems.filter((p) => p.rule === id).map(({ rule: _r, ...rest }) => rest),
  };
}
