// CSI (colours, cursor), OSC (titles, hyperlinks; ended by BEL or ST), DCS/SOS/PM/APC strings, and the other
// two-byte escapes.
const ANSI =
  /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]?/g;
// Every way a terminal, a log viewer or GitHub Actions may start a new line: CRLF, CR, LF, NEL, LS, PS.
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// C0 (but tab and line feed, handled by the callers), DEL and C1 (CSI U+009B, OSC U+009D …).
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
// Bidirectional controls: embeddings and overrides (U+202A–202E), isolates (U+2066–2069) and the marks (ALM, LRM,
// RLM). In a card or file name they make a line display in another order than it reads ("Trojan Source").
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Every character that starts a match of ANSI, LINE_BREAK, CONTROL, BIDI or is a tab: a text without one is clean.
const SUSPECT = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// A line GitHub Actions runs as a workflow command: `::` first, after whatever whitespace the runner trims.
const COMMAND_START = /^(\s*)::/;

/**
 * What goes before a line that would start with `::` but is not a command totem meant: a visible, non-blank
 * character, so the runner (which trims leading whitespace, indentation included) no longer reads a command.
 */
export const COMMAND_MARK = '·';

/** What a line break inside one field becomes: visible, and never the start of a new output line. */
export const LINE_BREAK_MARK = '⏎';

/**
 * One field (a card name, a file name, a message) made safe for any output line: no escape sequences, no
 * control characters, and no line breaks — so data can't forge a GitHub workflow command (`\n::error …`).
 */
export function clean(text: string): string {
  // Most fields hold none of what is removed (a JSON list of 500 cards cleans ~10,000 of them): one test, no copy.
  if (!SUSPECT.test(text)) return text;
  return text
    .replace(ANSI, '')
    .replace(LINE_BREAK, LINE_BREAK_MARK)
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI, '');
}

/** Text of several lines (a whole report) made safe for a terminal: `\n` and tabs stay, nothing else does. */
export function cleanLines(text: string): string {
  return text
    .replace(ANSI, '')
    .replace(/\r\n/g, '\n')
    .replace(/[\r\u0085\u2028\u2029]/g, LINE_BREAK_MARK)
    .replace(CONTROL, '')
    .replace(BIDI, '');
}

/**
 * One output line that can't be a workflow command: a line starting (after whitespace) with `::` gets
 * COMMAND_MARK before its `::`. `invisible` matches what takes no room on the line (colour marks), so that a
 * coloured `::` is caught too.
 */
export function inertLine(line: string, invisible?: string): string {
  const start = invisible ? new RegExp(`^((?:\\s|${invisible})*)::`) : COMMAND_START;
  return line.replace(start, `$1${COMMAND_MARK}::`);
}

/** Any JSON value with every string in it cleaned (see clean), keys included: of the same shape. */
export function cleanValue<T>(value: T): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map(cleanValue) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), cleanValue(v)])) as T;
  return value;
}

/**
 * A value as JSON text, every string in it cleaned first: JSON would carry a card name's ESC, bidi controls or
 * line breaks as escapes (`\u001b`) to the program that reads it, which prints them.
 */
export function cleanJson(value: unknown): string {
  // Most values hold nothing to clean (500 rows of cards): their JSON text says so, and then it is the text of the
  // cleaned value too. JSON writes C0 characters as escapes (`\u001b`, `\n`), so the text is searched for those and
  // for the raw characters clean() removes; a backslash before them in a string only sends it the long way.
  const text = JSON.stringify(value, null, 2);
  if (text === undefined || !JSON_SUSPECT.test(text)) return text;
  return JSON.stringify(cleanValue(value), null, 2);
}
// What may stand in JSON text for a character clean() changes: an escape of a C0 character, or a raw DEL, C1,
// line or paragraph separator, NEL or bidirectional control.
const JSON_SUSPECT = /\\[bfnrtu]|[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
