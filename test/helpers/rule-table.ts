import { expect, it } from 'vitest';
import { check, pairs } from './synthetic.js';
import type { BanEntry } from '../../src/rules/index.js';

export interface RuleCase {
  name: string;
  deck: string;
  /** Every problem the deck must produce, as [rule, line], in line order. */
  expect: [string, number | null][];
  bans?: BanEntry[];
}

/** Run a table of decks and compare every problem (not only this rule's): a rule must not disturb others. */
export function ruleTable(cases: RuleCase[]): void {
  for (const c of cases) {
    it(c.name, () => {
      const { problems } = check(c.deck, { bans: c.bans });
      expect(pairs(problems)).toEqual(c.expect);
      for (const p of problems) expect(p.message.length).toBeGreaterThan(20);
    });
  }
}
