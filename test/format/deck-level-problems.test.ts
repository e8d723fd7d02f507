import { describe, expect, it } from 'vitest';
import { formatGithub } from '../../src/format/github.js';
import { formatJunit } from '../../src/format/junit.js';
import { formatSarif } from '../../src/format/sarif.js';
import type { Problem } from '../../src/model/problem.js';
import { summarize, type DeckReport } from '../../src/model/report.js';

// A deck-level problem (deck size, a missing Totem) has no line: CI output must say so, not claim line 0.
const problem = (rule: string, line: number | null, message: string): Problem => ({
  rule,
  messageId: 'm',
  data: {},
  severity: 'error',
  line,
  message,
});

const deck: DeckReport = {
  file: 'decks/short.txt',
  valid: false,
  totem: null,
  identity: null,
  counts: { totem: 1, deck: 4, total: 5, pokemon: 1, trainer: 0, energy: 4 },
  problems: [
    problem('deck-size', null, 'the deck has 5 cards; add 95 cards'),
    problem('totem-eligible', 3, 'Basic Fire Energy SVE 2 can not be a Totem'),
  ],
  notes: [],
};
const report = summarize(
  [deck],
  ['deck-size', 'totem-eligible'].map((id) => ({ id, severity: 'error', description: id, docs: `${id}.md` })),
);

describe('deck-level problems are file-level in CI formats', () => {
  it('github: an annotation with the file and no line, and a log line without ":0"', () => {
    const out = formatGithub(report, { version: 'X' });
    expect(out).toContain('::error file=decks/short.txt,title=totem deck-size::the deck has 5 cards; add 95 cards\n');
    expect(out).toContain('::error file=decks/short.txt,line=3,title=totem totem-eligible::Basic Fire Energy');
    expect(out).toContain('\n  decks/short.txt  error  the deck has 5 cards; add 95 cards  [deck-size]\n');
    expect(out).toContain(
      '\n  decks/short.txt:3  error  Basic Fire Energy SVE 2 can not be a Totem  [totem-eligible]\n',
    );
    expect(out).not.toMatch(/short\.txt:0|line=0/);
  });

  it('junit: the file alone for a deck-level problem, file:line for a line', () => {
    const out = formatJunit(report, { version: 'X' });
    expect(out).toContain('>decks/short.txt deck-size: the deck has 5 cards; add 95 cards\n');
    expect(out).toContain('\ndecks/short.txt:3 totem-eligible: Basic Fire Energy SVE 2 can not be a Totem</failure>');
    expect(out).not.toMatch(/short\.txt:0|line="0"/);
  });

  it('sarif: no line 0; a deck-level result points at the file, from its first line, as code scanning requires', () => {
    const sarif = JSON.parse(formatSarif(report, { version: 'X' })) as {
      runs: { results: { ruleId: string; locations: { physicalLocation: Record<string, unknown> }[] }[] }[];
    };
    const [size, eligible] = sarif.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation);
    expect(size).toEqual({ artifactLocation: { uri: 'decks/short.txt' }, region: { startLine: 1 } });
    expect(eligible).toEqual({ artifactLocation: { uri: 'decks/short.txt' }, region: { startLine: 3 } });
  });
});
