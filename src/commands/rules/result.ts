import type { Severity } from '../../model/problem.js';

/** What `totem rules` answers: the house config read (null: none) and every rule as a check here applies it. */
export interface RulesResult {
  config: string | null;
  rules: { id: string; severity: Severity | 'off'; title: string; docs: string }[];
}
