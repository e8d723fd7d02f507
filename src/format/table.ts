import { textWidth } from './text-width.js';
import type { TableFit, TableRenderer } from './style.js';

// Apart from style.ts: text formatters import the styles, and only the faces that draw tables load cli-table3
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
 * The width of each column so that the table fits `fit.width`: every column as wide as its content (plus cli-table3's
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
 * A table with cyan column names when `color` is on. The colour is written here, not left to cli-table3: its
 * colour library decides by itself from the terminal and the environment, which would overrule `--color`.
 */
export async function loadTable(color: boolean): Promise<TableRenderer> {
  const { default: Table } = await import('cli-table3');
  return (head, rows, fit) => {
    const widths = fit ? fittedWidths(head, rows, fit) : null;
    const table = new Table({
      head: color ? head.map((h) => `\u001b[36m${h}\u001b[39m`) : head,
      style: { head: [], border: [], compact: true },
      ...(widths ? { colWidths: widths, wordWrap: true } : {}),
    });
    table.push(...rows);
    return table.toString();
  };
}
