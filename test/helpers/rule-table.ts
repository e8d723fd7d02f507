import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);
import { check } from './synthetic.js';
import type { BanEntry } from '../../src/model/rule.js';
import type { RuleSetting } from '../../src/check/engine.js';
import type { MessageData } from '../../src/model/message.js';
import type { Severity } from '../../src/model/problem.js';

/** One expected problem: rule id, line, message id; optionally its data and its severity. */
export type Expected =
  | [rule: string, line: number | null, messageId: string]
  | [rule: string, line: number | null, messageId: string, data: Partial<Record<string, unknown>>]
  | [rule: string, line: number | null, messageId: string, data: Partial<Record<string, unknown>>, severity: Severity];

export interface RuleCase {
  name: string;
  deck: string;
  /** Every problem the deck must produce, in line order. */
  expect: Expected[];
  bans?: BanEntry[];
  /** House severities, as a totem.config.json would set them. */
  settings?: Record<string, RuleSetting>;
}

function pick(data: MessageData, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, data[k]]));
}

/**
 * Run a table of decks and compare every problem (not only this rule's): a rule must not disturb others.
 * Each problem's message must be fully rendered: no placeholder left unfilled.
 */
export function ruleTable(cases: RuleCase[]): void {
  for (const c of cases) {
    it(c.name, () => {
      const { problems } = check(c.deck, { bans: c.bans, settings: c.settings });
      const actual = problems.map((p, i) => {
        const want = c.expect[i];
        const row: unknown[] = [p.rule, p.line, p.messageId];
        if (want && want.length >= 4) row.push(pick(p.data, Object.keys(want[3] as object)));
        if (want && want.length >= 5) row.push(p.severity);
        return row;
      });
      if (process.env.RECORD_RULE_TABLES) {
        const fs = require('node:fs') as typeof import('node:fs');
        fs.appendFileSync(
          process.env.RECORD_RULE_TABLES,
          JSON.stringify({
            file: expect.getState().testPath,
            name: c.name,
            got: problems.map((p) => [p.rule, p.line, p.messageId]),
          }) + '\n',
        );
        return;
      }
      expect(actual).toEqual(c.expect);
      for (const p of problems) {
        expect(p.message).not.toMatch(/\{[a-z][A-Za-z]*\}/);
        expect(p.message.length).toBeGreaterThan(20);
      }
    });
  }
}
