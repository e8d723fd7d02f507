import type { MessageTable } from '../model/message.js';
import type { Problem, Severity } from '../model/problem.js';
import type { DeckFacts } from '../model/facts.js';
import type { ResolvedDeck } from '../model/resolved.js';
import type { RuleContext } from '../model/rule.js';
import type { FoundRepair, Repair } from '../model/repair.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { RULES } from '../rules/index.js';

export type RuleSetting = 'off' | 'warn' | 'error';

/** Problems one rule may list for one deck; past it, one problem says how many more there are. */
const MAX_PROBLEMS_PER_RULE = 200;

/** What the engine says itself (scope `engine`). */
const ENGINE_MESSAGES: MessageTable = {
  'more-problems': {
    one: '… and {count} more {rule} problem, not listed',
    other: '… and {count} more {rule} problems, not listed',
  },
};

/**
 * The problems, less those on a line that a rule they follow (`meta.follows`) reports as an error: one cause, said
 * once. Only an error stands in for its followers: a house rule that makes the cause a warning (or turns it off)
 * must not lift an official limit with it (`singleton: warn` still allows one ACE SPEC, not two).
 */
function withoutConsequences(problems: Problem[]): Problem[] {
  const follows = new Map(RULES.map((r) => [r.meta.id, r.meta.follows ?? []]));
  const reported = new Set(
    problems.filter((p) => p.line !== null && p.severity === 'error').map((p) => `${p.rule}\0${p.line}`),
  );
  return problems.filter(
    (p) => p.line === null || !follows.get(p.rule)!.some((cause) => reported.has(`${cause}\0${p.line}`)),
  );
}

/** A finding's severity under a house setting: `warn` and `error` replace the rule's (or the finding's) own. */
export function severityOf(own: Severity, finding: Severity | undefined, setting: RuleSetting | undefined): Severity {
  if (setting === 'warn') return 'warning';
  return setting === 'error' ? 'error' : (finding ?? own);
}

/**
 * Run every rule (none stops the others), apply the house severities and render each finding's message from
 * its rule's table. A rule lists at most MAX_PROBLEMS_PER_RULE problems per deck (a 100,000-line file of
 * garbage stays a readable report); the rest are counted in one `more-problems` problem, whose severity is the
 * worst of those. Problems come out sorted by line.
 */
export function runRules(
  deck: ResolvedDeck,
  facts: DeckFacts,
  context: RuleContext,
  settings: Record<string, RuleSetting> = {},
  locale: Locale = ENGLISH,
): Problem[] {
  const problems: Problem[] = [];
  const more: Problem[] = [];
  for (const rule of RULES) {
    const { id, messages } = rule.meta;
    const setting = settings[id];
    if (setting === 'off') continue;
    let listed = 0;
    let unlisted = 0;
    let worst: Severity = 'warning';
    for (const finding of rule.check(deck, facts, context)) {
      const severity = severityOf(rule.meta.severity, finding.severity, setting);
      if (listed >= MAX_PROBLEMS_PER_RULE) {
        unlisted++;
        if (severity === 'error') worst = 'error';
        continue;
      }
      listed++;
      const { fix, suggestions, ...found } = finding;
      const data = found.data ?? {};
      const message = renderMessage(messages, id, found.messageId, data, locale);
      // A repair's label in the report's language, from the rule's own table.
      const repair = ({ data, ...r }: FoundRepair): Repair => ({
        ...r,
        label: renderMessage(messages, id, r.label, data ?? {}, locale),
      });
      problems.push({
        rule: id,
        ...found,
        data,
        severity,
        message,
        ...(fix ? { fix: repair(fix) } : {}),
        ...(suggestions?.length ? { suggestions: suggestions.map(repair) } : {}),
      });
    }
    if (unlisted) {
      const data = { count: unlisted, rule: id };
      more.push({
        rule: id,
        messageId: 'more-problems',
        data,
        severity: worst,
        line: null,
        message: renderMessage(ENGINE_MESSAGES, 'engine', 'more-problems', data, locale),
      });
    }
  }
  // The counts come last: after every problem they stand for.
  return [...withoutConsequences(problems).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)), ...more];
}
