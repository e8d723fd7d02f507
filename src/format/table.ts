import { textWidth } from './text-width.js';
import type { TableFit, TableRenderer } from './style.js';

// Apart from style.ts: text formatters import the styles, and only the faces that draw tables load this writer
// (the browser core never does).

/** Columns of a cell's longest line on screen (wide CJK names and emoji take two, colour marks none). */
const cellWidth = (cell: string | number): number =>
  Math.max(
    0,
    ...String(cell)
      .split('\n')
      .map((line) => textWidth(line)),
  );

const longestWord = (cell: string | number): number => Math.max(0, ...String(cell).split(/\s+/).map(cellWidth));

const MIN_WRAPPED = 6;

/**
 * The width of each column so that the table fits `fit.width`: every column as wide as its content (plus the
 * one-space padding on each side), then the wrappable ones narrowed, widest first. Null when it fits as it is.
 */
export function fittedWidths(head: string[], rows: (string | number)[][], fit: TableFit): number[] | null {
  const widths = head.map((h, i) => Math.max(cellWidth(h), ...rows.map((r) => cellWidth(r[i] ?? ''))) + 2);
  // A border before each column and one after the last.
  let excess = widths.reduce((a, b) => a + b, 0) + widths.length + 1 - fit.width;
  if (excess <= 0) return null;
  // No column narrower than its longest word: wrapping never cuts a word (a name stays searchable in the output).
  const floor = widths.map((_w, i) =>
    Math.max(MIN_WRAPPED, ...rows.map((r) => longestWord(r[i] ?? '') + 2), longestWord(head[i] ?? '') + 2),
  );
  // First a column whose name is wider than what it holds folds its name ("Invocation Cost" over a 1): no cell wraps.
  for (const i of fit.wrap) {
    const body = Math.max(floor[i]!, ...rows.map((r) => cellWidth(r[i] ?? '') + 2));
    const give = Math.min(excess, widths[i]! - body);
    if (give > 0) [widths[i], excess] = [widths[i]! - give, excess - give];
  }
  // The widest wrappable column gives a column at a time, so they end about as wide.
  while (excess > 0) {
    const widest = fit.wrap.filter((i) => widths[i]! > floor[i]!).sort((a, b) => widths[b]! - widths[a]!)[0];
    if (widest === undefined) break;
    widths[widest]! -= 1;
    excess -= 1;
  }
  return widths;
}

/**
 * cli-table3's word wrap, which the tables drew before: words kept whole, the whitespace between two words on one
 * line kept as written, a line break before a word that would pass `max`.
 */
function wrapLine(max: number, text: string): string[] {
  const lines: string[] = [];
  const split = text.split(/(\s+)/);
  let [line, length, space] = ['', 0, ''];
  for (let i = 0; i < split.length; i += 2) {
    const word = split[i]!;
    const longer = length + textWidth(word) + (length > 0 ? space.length : 0);
    if (longer <= max) [line, length] = [line + space + word, longer];
    else {
      if (length !== 0) lines.push(line);
      [line, length] = [word, textWidth(word)];
    }
    space = split[i + 1] ?? '';
  }
  return length ? [...lines, line] : lines;
}

/**
 * A table as cli-table3 drew it (compact, one space of padding, box-drawing borders), written here: cli-table3 set up
 * options for every cell, most of the time of a 500-row `cards find` (issue #42). Column names cyan when `color` is
 * on, each line of a folded name on its own: the colour is never left to a library, which would decide it by itself
 * from the terminal and overrule `--color`.
 */
export async function loadTable(color: boolean): Promise<TableRenderer> {
  return (head, rows, fit) => {
    const fitted = fit ? fittedWidths(head, rows, fit) : null;
    const table = [head, ...rows].map((row) => head.map((_h, i) => String(row[i] ?? '')));
    const widths = fitted ?? head.map((_h, i) => Math.max(...table.map((row) => cellWidth(row[i]!))) + 2);
    const rule = (left: string, mid: string, right: string): string =>
      left + widths.map((w) => '─'.repeat(w)).join(mid) + right;
    const out = [rule('┌', '┬', '┐')];
    table.forEach((row, y) => {
      if (y === 1) out.push(rule('├', '┼', '┤'));
      const cells = row.map((cell, i) =>
        cell.split('\n').flatMap((line) => (fitted ? wrapLine(widths[i]! - 2, line) : [line])),
      );
      for (let n = 0; n < Math.max(1, ...cells.map((lines) => lines.length)); n++) {
        const drawn = cells.map((lines, i) => {
          const line = lines[n] ?? '';
          const text = y === 0 && color && n < lines.length ? `\u001b[36m${line}\u001b[39m` : line;
          return ` ${text}${' '.repeat(Math.max(0, widths[i]! - 2 - textWidth(line)))} `;
        });
        out.push(`│${drawn.join('│')}│`);
      }
    });
    out.push(rule('└', '┴', '┘'));
    return out.join('\n');
  };
}
