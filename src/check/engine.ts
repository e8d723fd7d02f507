import type { Problem, Severity } from '../problem.js';
import { RULES, type RuleContext } from '../rules/index.js';
import type { ResolvedDeck } from './deck.js';
import type { DeckFacts } from './facts.js';

export type RuleSetting = 'off' | 'warn' | 'error';

/** Run every rule (none stops the others) and apply the house severities. Problems come out sorted by line. */
export function runRules(
  deck: ResolvedDeck,
  facts: DeckFacts,
  context: RuleContext,
  settings: Record<string, RuleSetting> = {},
): Problem[] {
  const problems: Problem[] = [];
  for (const rule of RULES) {
    const setting = settings[rule.id];
    if (setting === 'off') continue;
    for (const finding of rule.check(deck, facts, context)) {
      let severity: Severity = finding.severity ?? rule.severity;
      if (setting === 'warn') severity = 'warning';
      else if (setting === 'error') severity = 'error';
      problems.push({ ...finding, rule: rule.id, severity });
    }
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
