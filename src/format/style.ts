/** The few styles the text output uses: SGR colours written through the output boundary, or none (PLAIN). */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  underline(text: string): string;
  /** Columns the text takes on screen: its characters, not the colour marks around them. */
  width(text: string): number;
}

const same = (text: string): string => text;
const columns = (text: string): number => [...text].length;
export const PLAIN: Style = {
  bold: same,
  dim: same,
  red: same,
  green: same,
  yellow: same,
  underline: same,
  width: columns,
};

/** How a table fits a terminal: at most `width` columns, by wrapping the columns `wrap` (their indexes). */
export interface TableFit {
  width: number;
  wrap: number[];
}

/** Renders rows as an aligned table; with `fit`, no wider than its width. */
export type TableRenderer = (head: string[], rows: (string | number)[][], fit?: TableFit) => string;

/** SGR codes (open, close) of each style. Nested styles of one kind reopen the outer one where the inner closes. */
const SGR: Record<Exclude<keyof Style, 'width'>, [string, string]> = {
  bold: ['1', '22'],
  dim: ['2', '22'],
  red: ['31', '39'],
  green: ['32', '39'],
  yellow: ['33', '39'],
  underline: ['4', '24'],
};

/**
 * Colours as SGR codes, each written by `mark` — the output boundary turns the marks into escape sequences
 * only after it has cleaned everything else, so a colour is never confused with an escape found in data.
 */
export function sgrStyle(mark: (code: string) => string): Style {
  const style = {} as Record<keyof typeof SGR, (text: string) => string>;
  const marks: string[] = [];
  for (const [name, [open, close]] of Object.entries(SGR) as [keyof typeof SGR, [string, string]][]) {
    const start = mark(open);
    const end = mark(close);
    marks.push(start, end);
    style[name] = (text) => `${start}${text.split(end).join(`${end}${start}`)}${end}`;
  }
  const width = (text: string): number => columns(marks.reduce((rest, m) => rest.split(m).join(''), text));
  return { ...style, width };
}
