import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);
import { check } from './synthetic.js';
import type { BanEntry } from '../../src/model/rule.js';
import type { RuleSetting } from '../../src/check/house-config.js';
import type { GameVariant } from '../../src/model/variant.js';
import type { MessageData } from '../../src/model/message.js';
import type { Problem, Severity } from '../../src/model/problem.js';
import type { Repair, TextEdit } from '../../src/model/repair.js';

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
  /** The rules of the game the deck is checked under (`--variant`); default standard. */
  variant?: GameVariant;
  /** A house config's `"sameNameRulings": false`. */
  sameNameRulings?: boolean;
  /** The repairs of the rule's problems, one row per problem in order: the fix's and each suggestion's op and edits. */
  repairs?: { fix?: RepairRow; suggestions?: RepairRow[] }[];
}

/** A repair as a table asserts it: what it does and its edits on the list's lines. */
export type RepairRow = [op: Repair['op'], edits: TextEdit[]];
const repairRow = (r: Repair): RepairRow => [r.op, r.edits];

function pick(data: MessageData, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, data[k]]));
}

/** The rule a table belongs to: the folder of its `src/rules/<id>/cases.test.ts`. */
function ruleOfTestFile(path: string | undefined): string | null {
  return /[\\/]src[\\/]rules[\\/]([^\\/]+)[\\/]cases\.test\.ts$/.exec(path ?? '')?.[1] ?? null;
}

/** What a row of `expect` is compared with: rule, line, message id, and the data and severity it asks for. */
function rowOf(p: Problem, want: Expected | undefined): unknown[] {
  const row: unknown[] = [p.rule, p.line, p.messageId];
  if (want && want.length >= 4) row.push(pick(p.data, Object.keys(want[3] as object)));
  if (want && want.length >= 5) row.push(p.severity);
  return row;
}

/**
 * How a table's expectations meet a deck's problems, as ESLint's RuleTester has it: the table's own rule must give
 * exactly its rows, in line order; a row of another rule must be there (the table says the two go together), but
 * problems of other rules the table does not list are none of its business — a new rule that fires on the shared
 * filler breaks no other rule's table.
 */
export function compareProblems(
  rule: string,
  problems: readonly Problem[],
  expected: readonly Expected[],
): { actual: unknown[][]; wanted: unknown[][]; missing: Expected[] } {
  const own = problems.filter((p) => p.rule === rule);
  const ownWanted = expected.filter((e) => e[0] === rule);
  const actual = own.map((p, i) => rowOf(p, ownWanted[i]));
  const missing = expected
    .filter((e) => e[0] !== rule)
    .filter((e) => !problems.some((p) => JSON.stringify(rowOf(p, e)) === JSON.stringify(e)));
  return { actual, wanted: ownWanted as unknown[][], missing };
}

/**
 * Run a table of decks of one rule (the rule whose folder the table is in, or `options.rule`) and compare that
 * rule's problems with the table; rows of other rules must be present too. Each of the rule's problems must be
 * fully rendered: no placeholder left unfilled.
 */
export function ruleTable(cases: RuleCase[], options: { rule?: string } = {}): void {
  for (const c of cases) {
    it(c.name, () => {
      const { problems } = check(c.deck, {
        bans: c.bans,
        settings: c.settings,
        variant: c.variant,
        sameNameRulings: c.sameNameRulings,
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
      const rule = options.rule ?? ruleOfTestFile(expect.getState().testPath);
      if (!rule) throw new Error('ruleTable: pass { rule } outside src/rules/<id>/cases.test.ts');
      const { actual, wanted, missing } = compareProblems(rule, problems, c.expect);
      expect(actual).toEqual(wanted);
      expect(missing, 'rows of other rules the deck must also produce').toEqual([]);
      if (c.repairs) {
        const own = problems.filter((p) => p.rule === rule);
        const got = own.map((p) => ({ fix: p.fix && repairRow(p.fix), suggestions: p.suggestions?.map(repairRow) }));
        expect(got).toEqual(c.repairs);
        for (const r of own.flatMap((p) => [p.fix ?? [], p.suggestions ?? []].flat()))
          expect(r.label).not.toMatch(/\{[a-z][A-Za-z]*\}/);
      }
      for (const p of problems.filter((p) => p.rule === rule)) {
        expect(p.message).not.toMatch(/\{[a-z][A-Za-z]*\}/);
        expect(p.message.length).toBeGreaterThan(20);
      }
    });
  }
}
