import { ONE_COLUMN, textWidth } from './text-width.js';
import type { TableFit, TableRenderer } from './style.js';

// Apart from style.ts: text formatters import the styles, and only the faces that draw tables load this writer
// (the browser core never does).

/** Columns of a cell's longest line on screen (wide CJK names and emoji take two, colour marks none). */
const cellWidth = (cell: string): number =>
  cell.includes('\n') ? Math.max(...cell.split('\n').map((line) => textWidth(line))) : textWidth(cell);

const longestWord = (cell: string): number =>
  Math.max(...cell.split(/\s+/).map(ONE_COLUMN.test(cell) ? (word) => word.length : textWidth));

const MIN_WRAPPED = 6;

/**
 * The width of each column (its content plus one space of padding on each side) and whether its cells wrap: the
 * wrappable columns narrowed, widest first, when the table is wider than `fit.width`.
 */
export function columnWidths(table: string[][], fit?: TableFit): { widths: number[]; wrap: boolean } {
  const measured = table.map((row) => row.map(cellWidth));
  const widths = table[0]!.map((_h, i) => Math.max(...measured.map((row) => row[i]!)) + 2);
  // A border before each column and one after the last.
  let excess = widths.reduce((a, b) => a + b, 0) + widths.length + 1 - (fit?.width ?? Infinity);
  if (!fit || excess <= 0) return { widths, wrap: false };
  // No column narrower than its longest word: wrapping never cuts a word (a name stays searchable in the output).
  const floor = widths.map((_w, i) => Math.max(MIN_WRAPPED, ...table.map((row) => longestWord(row[i]!) + 2)));
  // First a column whose name is wider than what it holds folds its name ("Invocation Cost" over a 1): no cell wraps.
  for (const i of fit.wrap) {
    const body = Math.max(floor[i]!, ...measured.slice(1).map((row) => row[i]! + 2));
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
  return { widths, wrap: true };
}

/** cli-table3's word wrap of each line: words kept whole, a break before a word passing `max`, other spaces kept. */
function wrapLine(max: number, text: string): string[] {
  if (text.includes('\n')) return text.split('\n').flatMap((line) => wrapLine(max, line));
  // One-column characters no more than fit: the line as it is (none when blank, as the loop below gives).
  if (text.length <= max && ONE_COLUMN.test(text)) return /\S/.test(text) ? [text] : [];
  const lines: string[] = [];
  const split = text.split(/(\s+)/);
  let [line, length] = ['', 0];
  for (let i = 0; i < split.length; i += 2) {
    const [space, word] = [split[i - 1] ?? '', split[i]!];
    const longer = length + textWidth(word) + (length > 0 ? space.length : 0);
    if (longer <= max) [line, length] = [line + space + word, longer];
    else {
      if (length !== 0) lines.push(line);
      [line, length] = [word, textWidth(word)];
    }
  }
  return length ? [...lines, line] : lines;
}

/**
 * A table as cli-table3 drew it (compact, box-drawing borders), without its set-up of every cell. Column names cyan
 * when `color` is on, decided here: a library would decide from the terminal and overrule `--color`.
 */
export async function loadTable(color: boolean): Promise<TableRenderer> {
  return (head, rows, fit) => {
    const table = [head, ...rows].map((row) => head.map((_h, i) => String(row[i] ?? '')));
    const { widths, wrap } = columnWidths(table, fit);
    const rule = (c: string): string => c[0]! + widths.map((w) => '─'.repeat(w)).join(c[1]) + c[2]!;
    const lines = table.flatMap((row, y) => {
      // A cell's lines split only when it holds several: a flatMap per cell was the costliest step of a 500-row table.
      const cells = row.map((cell, i) => (wrap ? wrapLine(widths[i]! - 2, cell) : cell.split('\n')));
      const drawn = Array.from({ length: Math.max(1, ...cells.map((c) => c.length)) }, (_, n) => {
        const line = cells.map((c, i) => {
          const text = c[n] ?? '';
          const shown = y === 0 && color && n < c.length ? `\u001b[36m${text}\u001b[39m` : text;
          return ` ${shown}${' '.repeat(Math.max(0, widths[i]! - 2 - textWidth(text)))} `;
        });
        return `│${line.join('│')}│`;
      });
      return y === 1 ? [rule('├┼┤'), ...drawn] : drawn;
    });
    return [rule('┌┬┐'), ...lines, rule('└┴┘')].join('\n');
  };
}
