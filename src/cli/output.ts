import { cliLocale, t } from './messages.js';
import type { Wordable } from '../model/notice.js';
import { clean, cleanLines, inertLine } from '../model/clean.js';
import { chalkStyle, type ColorLevel, type Style, type TableRenderer } from '../format/style.js';
import { loadTable } from '../format/table.js';

// The output boundary: everything totem prints or writes as a report goes through `out`, `warn`, `error`,
// `progress` or `reportText`, which strip every escape sequence, control character (C0, C1, ESC, CSI, OSC) and
// bidirectional control from the text, and put a mark before any line that would start with `::` — so no
// file name or card name can forge a GitHub workflow command. The colours totem adds itself, and the workflow
// commands it means (`--format github`), are written as marks that carry a per-process nonce — no card name or
// file can spell one — and become escape sequences or commands only after the text around them was cleaned.

const NONCE = Math.random().toString(36).slice(2, 12);
const mark = (code: string): string => `\uE000${NONCE}:${code}\uE001`;
const MARK = new RegExp(`\uE000${NONCE}:(\\d+(?:;\\d+)*)\uE001`);
const ANY_MARK = `\uE000${NONCE}:\\d+(?:;\\d+)*\uE001`;
const COMMAND = `\uE000${NONCE}:command\uE001`;

/** A workflow command totem writes on purpose: the one kind of line the boundary lets start with `::`. */
export function workflowCommand(line: string): string {
  return `${COMMAND}${line}`;
}

// What cleanLines changes (all but tab and line feed of C0, DEL, C1, line separators, bidi controls), and a line
// inertLine changes (`::` after whitespace; the other line ends are suspects already, and kept out of the run so
// that each character is read once).
const LINES_SUSPECT = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const COMMAND_LINE = /^[^\S\n\r\u2028\u2029]*::/m;

/** The marks become colours, everything else is cleaned: kept on its lines, or forced onto one. */
function render(text: string, oneLine: boolean): string {
  // A text of several lines with nothing to clean, no mark and no line to make inert is printed as it is (a JSON
  // list of 500 cards is 200 kB: five replacements and a split per line would each copy it).
  if (!oneLine && !text.includes('\uE000') && !LINES_SUSPECT.test(text) && !COMMAND_LINE.test(text)) return text;
  const cleaned = text
    .split(MARK)
    .map((part, i) => (i % 2 ? mark(part) : oneLine ? clean(part) : cleanLines(part)))
    .join('');
  return cleaned
    .split('\n')
    .map((line) => (line.startsWith(COMMAND) ? line.slice(COMMAND.length) : inertLine(line, ANY_MARK)))
    .join('\n')
    .split(MARK)
    .map((part, i) => (i % 2 ? `\u001b[${part}m` : part))
    .join('');
}

/** A report as it goes to a file (`-o`): the same cleaning as what is printed. */
export function reportText(text: string): string {
  return render(text, false);
}

/**
 * Colour, first decided by the flag (`--color` true, `--no-color` false), then by NO_COLOR and FORCE_COLOR, then
 * by whether stdout is a terminal: what a user types beats what the environment says, which beats a guess.
 */
export function useColor(flag: boolean | undefined, stream: NodeJS.WriteStream = process.stdout): boolean {
  if (flag !== undefined) return flag;
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  const force = process.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return Boolean(stream.isTTY);
}

/**
 * The width to fold text to: the terminal's columns when stdout is one; 0 (lines left whole) when it is a pipe
 * or a file, whose reader — grep, a CI log, an editor — wants one line per message and wraps by itself.
 */
export function terminalWidth(stream: NodeJS.WriteStream = process.stdout): number {
  return stream.isTTY ? (stream.columns ?? 0) : 0;
}

/**
 * How many colours, once `useColor` said yes: FORCE_COLOR's level (1–3), else what the terminal supports, at least
 * the basic 16 (a forced `--color` into a pipe still gets them).
 */
export function colorLevel(color: boolean, stream: NodeJS.WriteStream = process.stdout): ColorLevel {
  if (!color) return 0;
  const force = Number(process.env.FORCE_COLOR);
  if (force >= 1 && force <= 3) return force as ColorLevel;
  const depth = stream.isTTY ? stream.getColorDepth() : 4;
  return depth >= 24 ? 3 : depth >= 8 ? 2 : 1;
}

/** The styles text output uses: chalk's colours at the level decided, as marks that survive the boundary. */
export function terminalStyle(color: boolean): Style {
  return chalkStyle(colorLevel(color), mark);
}

/** A table whose cells are cleaned first, so that the only escapes in it are the table's own colours. */
export async function terminalTable(color: boolean): Promise<TableRenderer> {
  const table = await loadTable(color);
  return (head, rows, fit) =>
    table(
      head.map(clean),
      rows.map((row) => row.map((cell) => (typeof cell === 'string' ? clean(cell) : cell))),
      fit,
    ).replace(/\u001b\[(\d+(?:;\d+)*)m/g, (_all, code: string) => mark(code));
}

export function out(text: string): void {
  const safe = render(text, false);
  process.stdout.write(safe.endsWith('\n') ? safe : `${safe}\n`);
}

/** One warning line on stderr; a notice of the card layer is put into words in the chosen language here. */
export function warn(text: string | Wordable): void {
  const words = typeof text === 'string' ? text : text.text(cliLocale());
  process.stderr.write(`totem: ${render(t('warning', { text: words }), true)}\n`);
}

export function error(text: string): void {
  process.stderr.write(`totem: ${render(text, true)}\n`);
}

/** A progress line on stderr: rewritten in place on a terminal (`\r`), else one line each time. */
export function progress(text: string, options: { rewrite: boolean; last: boolean }): void {
  const line = render(text, true);
  process.stderr.write(options.rewrite ? `\r${line}${options.last ? '\n' : ''}` : `${line}\n`);
}
