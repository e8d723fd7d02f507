import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/format/unified-diff.js';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

describe('unifiedDiff', () => {
  it('nothing changed: no diff', () => {
    expect(unifiedDiff('deck.txt', lines(5), lines(5))).toBe('');
  });

  it('changes far apart are two hunks with 3 lines of context; an insertion at the top starts at line 0 of the old text', () => {
    const after = ['Totem: 1', ...lines(20)];
    after[20] = 'line 20 changed';
    expect(unifiedDiff('deck.txt', lines(20), after)).toBe(
      [
        '--- a/deck.txt',
        '+++ b/deck.txt',
        '@@ -1,3 +1,4 @@',
        '+Totem: 1',
        ' line 1',
        ' line 2',
        ' line 3',
        '@@ -17,4 +18,4 @@',
        ' line 17',
        ' line 18',
        ' line 19',
        '-line 20',
        '+line 20 changed',
        '',
      ].join('\n'),
    );
  });

  it('a removed line: the old lines first, then what replaces them', () => {
    expect(unifiedDiff('d', ['a', '1 X', '1 X', 'b'], ['a', '2 X', 'b'])).toBe(
      ['--- a/d', '+++ b/d', '@@ -1,4 +1,3 @@', ' a', '-1 X', '-1 X', '+2 X', ' b', ''].join('\n'),
    );
  });
});
