import { Chalk } from 'chalk';
import { textWidth } from './text-width.js';

/** The styles the text output uses (chalk's names): SGR colours written through the output boundary, or none. */
const NAMES = ['bold', 'dim', 'red', 'green', 'yellow', 'underline'] as const;
type Paints = Record<(typeof NAMES)[number], (text: string) => string>;

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
 * Colours written by chalk at `level`, each escape turned into a mark by `mark` — the output boundary turns the
 * marks back into escape sequences only after it has cleaned everything else, so a colour is never confused with
 * an escape found in data. Level 0 is PLAIN. Chalk's own nesting (an inner close reopens the outer style) is kept.
 */
export function chalkStyle(level: ColorLevel, mark: (code: string) => string): Style {
  if (level === 0) return PLAIN;
  const chalk = new Chalk({ level });
  const style = {} as Paints;
  const marks: string[] = [];
  const asMarks = (sgr: string): string => sgr.replace(/\u001b\[(\d+(?:;\d+)*)m/g, (_all, code: string) => mark(code));
  for (const name of NAMES) {
    // chalk's opening and closing sequence for this style, read off a styled placeholder
    const [open, close] = chalk[name]('\u0000').split('\u0000').map(asMarks) as [string, string];
    marks.push(open, close);
    style[name] = (text) => `${open}${text.split(close).join(`${close}${open}`)}${close}`;
  }
  const width = (text: string): number => textWidth(marks.reduce((rest, m) => rest.split(m).join(''), text));
  return { ...style, width };
}
