import type { GameVariant } from './variant.js';
import type { ResolvedDeck } from './resolved.js';
import type { Finding, Severity } from './problem.js';
import type { DeckFacts } from './facts.js';
import type { MessageTable } from './message.js';

export interface BanEntry {
  name?: string;
  id?: string;
  reason?: string;
  /** Where the ban comes from, e.g. "data/banlist.json" or a house config path. */
  source: string;
}

export interface RuleContext {
  bans: BanEntry[];
  /** The rules of the game (`--variant`): in the tribute variant a Totem needs no Rule Box. Default standard. */
  variant?: GameVariant;
  /** The official same-name rulings (`data/same-name.json`) in `singleton`; a house config may turn them off. */
  sameNameRulings?: boolean;
}

/** What a rule is, for people and tools: in the report, in SARIF, in `--help`, and in other languages. */
export interface RuleMeta {
  id: string;
  /** Default severity; a house config may change it. */
  severity: Severity;
  /** One line: what the rule checks (for developers and CI: the JSON report, SARIF). */
  description: string;
  /**
   * The rule's name in a player's words ("Only one copy of each card"): the heading of its problems on the page.
   * In both languages in the rule's `words.ts` (src/rules/define.ts `RuleWords`).
   */
  title: string;
  /** The rule's README inside the package: the rulebook passage and its interpretation. */
  docs: string;
  /** Every message the rule can give, by message id. */
  messages: MessageTable;
  /**
   * Rules whose finding on a line is the cause of this rule's finding there (two copies of one Radiant are a
   * singleton or identical-pokemon problem first): when one of them reports the line, this rule's finding on it
   * is left out, so a line's cause is reported once. With those rules off, this one still reports it.
   */
  follows?: readonly string[];
}

/** A rule in the style of ESLint: metadata and a pure check. Every rule runs on every deck. */
export interface Rule {
  meta: RuleMeta;
  check(deck: ResolvedDeck, facts: DeckFacts, context: RuleContext): Finding[];
}

export const ruleDocs = (id: string): string => `src/rules/${id}/README.md`;
