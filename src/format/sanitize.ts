import type { Report } from '../model/report.js';

// CSI (colours, cursor), OSC (titles, hyperlinks; ended by BEL or ST), DCS/SOS/PM/APC strings, and the other
// two-byte escapes.
const ANSI =
  /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]?/g;
// Every way a terminal, a log viewer or GitHub Actions may start a new line: CRLF, CR, LF, NEL, LS, PS.
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// C0 (but tab and line feed, handled by the callers), DEL and C1 (CSI U+009B, OSC U+009D …).
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/** What a line break inside one field becomes: visible, and never the start of a new output line. */
export const LINE_BREAK_MARK = '⏎';

/**
 * One field (a card name, a file name, a message) made safe for any output line: no escape sequences, no
 * control characters, and no line breaks — so data can't forge a GitHub workflow command (`\n::error …`).
 */
export function clean(text: string): string {
  return text.replace(ANSI, '').replace(LINE_BREAK, LINE_BREAK_MARK).replace(/\t/g, ' ').replace(CONTROL, '');
}

/** Text of several lines (a whole report) made safe for a terminal: `\n` and tabs stay, nothing else does. */
export function cleanLines(text: string): string {
  return text
    .replace(ANSI, '')
    .replace(/\r\n/g, '\n')
    .replace(/[\r\u0085\u2028\u2029]/g, LINE_BREAK_MARK)
    .replace(CONTROL, '');
}

/** Clean every string in a report, whatever format prints it next: each is one field on one line. */
export function sanitizeReport(report: Report): Report {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return clean(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(report) as Report;
}
