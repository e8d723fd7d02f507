import { cliLocale, t } from './messages.js';
import type { Wordable } from '../model/notice.js';
import { clean, cleanLines } from '../format/sanitize.js';
import { PLAIN, sgrStyle, type Style, type TableRenderer } from '../format/style.js';
import { loadTable } from '../format/table.js';

// The output boundary: everything totem prints goes through `out`, `warn`, `error` or `progress`, which strip
// every escape sequence and control character (C0, C1, ESC, CSI, OSC) from the text. The colours totem adds
// itself are written as marks that carry a per-process nonce — no card name or file can spell one — and become
// escape sequences only after the text around them was cleaned.

const NONCE = Math.random().toString(36).slice(2, 12);
const mark = (code: string): string => `\uE000${NONCE}:${code}\uE001`;
const MARK = new RegExp(`\uE000${NONCE}:(\\d+(?:;\\d+)*)\uE001`);

/** The marks become colours, everything else is cleaned: kept on its lines, or forced onto one. */
function render(text: string, oneLine: boolean): string {
  return text
    .split(MARK)
    .map((part, i) => (i % 2 ? `\u001b[${part}m` : oneLine ? clean(part) : cleanLines(part)))
    .join('');
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

/** The styles text output uses: colours that survive the boundary, or none. */
export function terminalStyle(color: boolean): Style {
  return color ? sgrStyle(mark) : PLAIN;
}

/** A table whose cells are cleaned first, so that the only escapes in it are the table's own colours. */
export async function terminalTable(color: boolean): Promise<TableRenderer> {
  const table = await loadTable(color);
  return (head, rows) =>
    table(
      head.map(clean),
      rows.map((row) => row.map((cell) => (typeof cell === 'string' ? clean(cell) : cell))),
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

/** One error line on stderr. */
export function error(text: string): void {
  process.stderr.write(`totem: ${render(text, true)}\n`);
}

/** A progress line on stderr: rewritten in place on a terminal (`\r`), else one line each time. */
export function progress(text: string, options: { rewrite: boolean; last: boolean }): void {
  const line = render(text, true);
  if (options.rewrite) process.stderr.write(`\r${line}${options.last ? '\n' : ''}`);
  else process.stderr.write(`${line}\n`);
}
