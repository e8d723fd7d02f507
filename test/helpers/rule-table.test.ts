import { describe, expect, it } from 'vitest';
import { compareProblems } from './rule-table.js';
import type { Problem } from '../../src/model/problem.js';

const problem = (rule: string, line: number | null, messageId: string): Problem =>
  ({ rule, line, messageId, data: {}, severity: 'error', message: 'x'.repeat(30) }) as unknown as Problem;

describe('rule tables compare their own rule, as ESLint’s RuleTester does', () => {
  it('a problem of another rule the table does not list fails nothing (a new rule firing on the filler)', () => {
    const problems = [problem('singleton', 5, 'same-card'), problem('brand-new-rule', 7, 'fires-on-filler')];
    const r = compareProblems('singleton', problems, [['singleton', 5, 'same-card']]);
    expect(r.actual).toEqual(r.wanted);
    expect(r.missing).toEqual([]);
  });

  it("a missing or extra problem of the table's own rule is a difference", () => {
    const extra = compareProblems(
      'singleton',
      [problem('singleton', 5, 'same-card'), problem('singleton', 6, 'same-card')],
      [['singleton', 5, 'same-card']],
    );
    expect(extra.actual).not.toEqual(extra.wanted);
    const missing = compareProblems('singleton', [], [['singleton', 5, 'same-card']]);
    expect(missing.actual).not.toEqual(missing.wanted);
  });

  it('a row of another rule the table lists must still be there', () => {
    const r = compareProblems('singleton', [], [['deck-size', null, 'too-few']]);
    expect(r.missing).toEqual([['deck-size', null, 'too-few']]);
  });
});
