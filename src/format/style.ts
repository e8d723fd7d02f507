import { textWidth } from './text-width.js';

/** The styles text output uses (chalk's names): their SGR codes (open, close), as chalk writes them at any level. */
const SGR = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], underline: [4, 24] };
const NAMES = Object.keys(SGR) as (keyof typeof SGR)[];
type Paints = Record<keyof typeof SGR, (text: string) => string>;

export type Style = Paints & {
  /** Columns the text takes on screen: its characters, not the colour marks around them. */
  width(text: string): number;
};

const same = (text: string): string => text;
export const PLAIN: Style = { ...(Object.fromEntries(NAMES.map((name) => [name, same])) as Paints), width: textWidth };

/** How a table fits a terminal: at most `width` columns, by wrapping the columns `wrap` (their indexes). */
export interface TableFit {
  width: number;
  wrap: number[];
}

export type TableRenderer = (head: string[], rows: (string | number)[][], fit?: TableFit) => string;

/** A colour level as chalk counts them: 0 none, 1 basic 16 colours, 2 256, 3 truecolor. */
export type ColorLevel = 0 | 1 | 2 | 3;

/**
 * Colours as chalk writes them at `level` (written here: chalk's module asks the terminal as it loads), each
 * escape a mark made by `mark` — the output boundary turns the marks back into escape sequences only after it has
 * cleaned everything else, so a colour is never confused with an escape found in data. Level 0 is PLAIN. Chalk's
 * nesting (an inner close reopens the outer style) is kept.
 */
export function chalkStyle(level: ColorLevel, mark: (code: string) => string): Style {
  if (level === 0) return PLAIN;
  const style = {} as Paints;
  const marks: string[] = [];
  for (const name of NAMES) {
    const [open, close] = SGR[name].map((code) => mark(String(code))) as [string, string];
    marks.push(open, close);
    style[name] = (text) => `${open}${text.split(close).join(`${close}${open}`)}${close}`;
  }
  const width = (text: string): number => textWidth(marks.reduce((rest, m) => rest.split(m).join(''), text));
  return { ...style, width };
}
