import type { Report } from '../model/report.js';
import type { Style, TableRenderer } from './style.js';
import type { Locale } from '../model/render-message.js';

/** What a formatter may know besides the report: how to style text, draw a table, and the tool's version. */
export interface FormatContext {
  style?: Style;
  /** Draws the summary table when several decks were checked. */
  table?: TableRenderer;
  version: string;
  /** The language of the words around the messages (the messages are rendered already). */
  locale?: Locale;
  /**
   * Columns to fold long lines of the text report into (the terminal's width); undefined or 0: lines stay whole,
   * as output that is not a terminal wants them (grep, CI logs, editors that wrap by themselves).
   */
  width?: number;
  /**
   * Marks a workflow command the formatter writes on purpose (`--format github`): the CLI's output boundary lets
   * only marked lines start with `::`. Without it a command is written as it is.
   */
  command?: (line: string) => string;
  /** Why the run checked nothing (it exits 2): a SARIF log says so in its invocation, the other formats ignore it. */
  failure?: string;
}

/** Every output format is a pure function of the report and its context. */
export type Formatter = (report: Report, context: FormatContext) => string;
