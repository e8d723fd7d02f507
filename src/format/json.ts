import type { DeckReport, Report } from '../model/report.js';
import type { Formatter } from './context.js';

export const formatJson: Formatter = (report) => `${JSON.stringify(report, null, 2)}\n`;

/** Where the decks go in the head's text: a string no report holds. */
const DECKS = '\u0000decks\u0000';

/**
 * The JSON report written as it is made, deck by deck: the same text formatJson writes for the whole report,
 * cut into a head (everything before the first deck), one piece per deck, and a tail (the summary), so a run
 * over 10,000 decks never holds them all. Written one after the other, the pieces are formatJson's text.
 */
export interface JsonReportWriter {
  head: string;
  deck(report: DeckReport, first: boolean): string;
  tail(summary: Report['summary'], decks: number): string;
}

export function jsonReportWriter(report: Omit<Report, 'decks' | 'summary'>): JsonReportWriter {
  const whole = JSON.stringify({ ...report, decks: [DECKS], summary: null }, null, 2);
  const marker = whole.indexOf(JSON.stringify(DECKS));
  // Up to the line `  "decks": [`, which the first deck writes (no deck: `"decks": []` in the tail).
  const before = whole.slice(0, marker);
  const head = before.slice(0, before.lastIndexOf('\n', before.lastIndexOf('\n') - 1) + 1);
  const indent = (text: string): string => text.replace(/\n/g, '\n    ');
  return {
    head,
    deck: (deck, first) => `${first ? '  "decks": [\n' : ',\n'}    ${indent(JSON.stringify(deck, null, 2))}`,
    tail: (summary, decks) => {
      const after = JSON.stringify({ summary }, null, 2).slice(2);
      return `${decks ? '\n  ]' : '  "decks": []'},\n${after}\n`;
    },
  };
}
