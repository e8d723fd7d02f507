import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/rules/index.js';
import { END, START, rulesTable, withRulesTable } from '../../scripts/rules-table.js';

const ROOT = join(import.meta.dirname, '../..');

describe('files generated from the rules (npm run generate)', () => {
  it("README.md's table of rules is the one each rule's meta gives", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(START);
    expect(readme).toContain(END);
    expect(
      withRulesTable(readme, RULES),
      'the rules table in README.md is stale: run `npm run generate` and commit README.md',
    ).toBe(readme);
  });

  it('the table has one row per rule, linked to its README', () => {
    const rows = rulesTable(RULES).split('\n').slice(2);
    expect(rows).toHaveLength(RULES.length);
    for (const [i, rule] of RULES.entries()) expect(rows[i]).toContain(`(src/rules/${rule.meta.id}/README.md)`);
  });
});
