import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedDistance, closest } from '../../src/model/suggest.js';

/** The textbook Levenshtein distance, a full table: what the bounded, row-reusing one must agree with. */
function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

describe('boundedDistance', () => {
  it('is the Levenshtein distance when that is at most max, and some number above max otherwise', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', ' ', '-'), maxLength: 90 });
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 6 }), (a, b, max) => {
        const exact = levenshtein(a, b);
        const bounded = boundedDistance(a, b, max);
        if (exact <= max) expect(bounded).toBe(exact);
        else expect(bounded).toBeGreaterThan(max);
      }),
      { numRuns: 500 },
    );
  });

  it('a long name after a short one is measured whole (the kept rows grow)', () => {
    expect(boundedDistance('ab', 'ab', 2)).toBe(0);
    const long = 'professor sada s vitality'.repeat(5);
    expect(boundedDistance(long, `${long.slice(0, -1)}x`, 3)).toBe(1);
    expect(boundedDistance('ab', 'ba', 2)).toBe(2);
  });
});

describe('closest', () => {
  it('names a misspelt card first and never the query itself', () => {
    const names = ["professor's research", 'professor turo s scenario', 'profesor oak', 'iono', 'ultra ball'];
    expect(closest("profesor's research", names)[0]).toBe("professor's research");
    expect(closest('iono', names)).not.toContain('iono');
  });
});
