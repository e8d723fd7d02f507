import type { TotemError } from '../../model/errors.js';
import type { Notice } from '../../model/notice.js';
import type { Report } from '../../model/report.js';

/** The report's summary, with the count of skipped files where there were any. */
export type RunSummary = Report['summary'] & { skipped?: number };

/** Every deck checked, and what makes the run inconclusive rather than a verdict. */
export interface CheckRun {
  /** The finished report (report version 1): what `totem check` prints and the library returns. */
  report: Report & { summary: RunSummary };
  /** Lines whose card could not be looked up (an API failed): exit 2, not an invalid deck. */
  unverified: number;
  /** Lines whose card is unknown (for the partial-store notice). */
  unknown: number;
  /** Unknown lines that newer card data could answer (for the pack-age notice). */
  newer: number;
}

/** What `totem check` answers: the run, in the format asked for, with its notices and exit code. */
export interface CheckResult extends CheckRun {
  format: string;
  /** For a person, on standard error after the report: an unfinished `cards sync`, the pack's age, --max-warnings. */
  notices: Notice[];
  /** The JSON's end, when the decks were written as they were checked (the rest is out already). */
  tail?: string;
  /** Why nothing was checked: the report (to `-o`) says so, then this is the run's error (exit 2). */
  failure?: TotemError;
  exitCode: number;
}
