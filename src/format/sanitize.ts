import type { Report } from '../model/report.js';

// CSI (colours, cursor), OSC (titles, hyperlinks; ended by BEL or ST), and other two-byte escapes.
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]/g;
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/** Text from decklists and card data, made safe for a terminal: no escape sequences, no control characters. */
export function clean(text: string): string {
  return text.replace(ANSI, '').replace(CONTROL, '');
}

/** Clean every string in a report, whatever format prints it next. */
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
