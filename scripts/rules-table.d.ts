import type { Rule } from '../src/model/rule.js';

export const START: string;
export const END: string;
export function rulesTable(rules: readonly Pick<Rule, 'meta'>[]): string;
export function withRulesTable(readme: string, rules: readonly Pick<Rule, 'meta'>[]): string;
