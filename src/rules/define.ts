import { ruleDocs, type Rule, type RuleMeta } from '../model/rule.js';
import type { Finding } from '../model/problem.js';
import type { MessageTable } from '../model/message.js';

/**
 * Define a rule: its metadata (with the docs path derived from the id) and its check. `Ids` are the keys of
 * its message table, so a finding can only name a message the rule has.
 */
export function defineRule<M extends MessageTable>(
  meta: Omit<RuleMeta, 'docs' | 'messages'> & { messages: M },
  check: (...args: Parameters<Rule['check']>) => TypedFinding<keyof M & string>[],
): Rule {
  return { meta: { ...meta, docs: ruleDocs(meta.id) }, check };
}

export type TypedFinding<Id extends string> = Omit<Finding, 'messageId'> & { messageId: Id };
