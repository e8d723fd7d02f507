import { fullWidth } from './full-width.js';

/**
 * Characters one column wide on their own and never joined into a wider cluster with one another: printable
 * ASCII, Latin-1 but the soft hyphen, Latin Extended, Greek, Cyrillic but its combining marks, punctuation, arrows,
 * letterlike and mathematical signs, box drawing, the report's marks (✔ ✖ ★ ◇). test/format/text-width.test.ts
 * checks each of them against string-width.
 */
export const ONE_COLUMN =
  /^[\x20-\x7e\xa0-\xac\xae-\u02ff\u0370-\u0482\u048a-\u04ff\u2010-\u2027\u2030-\u205e\u2100-\u22ff\u2308-\u230b\u2500-\u25fc\u2605\u2713-\u2718]*$/;

/**
 * Columns a text takes on screen, as string-width counts them (a wide CJK character or an emoji takes two, a
 * combining mark none). Nearly all the CLI writes is made of one-column characters, counted here; string-width's
 * full measure is for the rest, so a run that writes none never sets it up.
 */
export function textWidth(text: string): number {
  return ONE_COLUMN.test(text) ? text.length : fullWidth(text);
}
