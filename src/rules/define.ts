import { ruleDocs, type Rule, type RuleMeta } from '../model/rule.js';
import type { Finding } from '../model/problem.js';
import type { MessageTable, MessageTemplate } from '../model/message.js';
import { addWords } from '../model/render-message.js';

/**
 * A rule's words (its `words.ts`), in English and Spanish: the title (the heading of its problems on the page, in a
 * player's words), the description (for developers and CI) and the messages — the Spanish ones by the same ids.
 */
export interface RuleWords<M extends MessageTable> {
  title: { en: string; es: string };
  description: { en: string; es: string };
  en: M;
  es: { readonly [K in keyof M]: MessageTemplate };
}

/**
 * Define a rule: its metadata (with the docs path derived from the id, the English words from `words`) and its
 * check; the Spanish words join the Spanish catalog (scopes `<id>`, `rules`, `rule-titles`). `Ids` are the keys of
 * its message table, so a finding can only name a message the rule has.
 */
export function defineRule<M extends MessageTable>(
  { words, ...meta }: Omit<RuleMeta, 'docs' | 'messages' | 'title' | 'description'> & { words: RuleWords<M> },
  check: (...args: Parameters<Rule['check']>) => TypedFinding<keyof M & string>[],
): Rule {
  addWords('es', meta.id, words.es);
  addWords('es', 'rules', { [meta.id]: words.description.es });
  addWords('es', 'rule-titles', { [meta.id]: words.title.es });
  const [title, description, messages] = [words.title.en, words.description.en, words.en];
  return { meta: { ...meta, title, description, messages, docs: ruleDocs(meta.id) }, check };
}

export type TypedFinding<Id extends string> = Omit<Finding, 'messageId'> & { messageId: Id };
