import type { Problem, Severity } from '../model/problem.js';
import type { DeckFacts } from '../model/facts.js';
import type { ResolvedDeck } from '../model/resolved.js';
import type { RuleContext } from '../model/rule.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { RULES } from '../rules/index.js';

export type RuleSetting = 'off' | 'warn' | 'error';

/**
 * Run every rule (none stops the others), apply the house severities and render each finding's message from
 * its rule's table. Problems come out sorted by line.
 */
export function runRules(
  deck: ResolvedDeck,
  facts: DeckFacts,
  context: RuleContext,
  settings: Record<string, RuleSetting> = {},
  locale: Locale = ENGLISH,
): Problem[] {
  const problems: Problem[] = [];
  for (const rule of RULES) {
    const { id, messages } = rule.meta;
    const setting = settings[id];
    if (setting === 'off') continue;
    for (const finding of rule.check(deck, facts, context)) {
      let severity: Severity = finding.severity ?? rule.meta.severity;
      if (setting === 'warn') severity = 'warning';
      else if (setting === 'error') severity = 'error';
      const data = finding.data ?? {};
      const message = renderMessage(messages, id, finding.messageId, data, locale);
      problems.push({ rule: id, ...finding, data, severity, message });
    }
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
