import type { ImportEvent } from '../cards/open.js';
import { cliLocale, t } from './messages.js';
import { progress } from './output.js';

/** Seconds with one decimal, and counts, written the way the chosen language writes numbers (3,9 s; 19.783). */
export function seconds(ms: number): string {
  return (ms / 1000).toLocaleString(cliLocale().lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The line that says an import is about to make the run wait. */
export const count = (n: number): string => n.toLocaleString(cliLocale().lang);

export function importStartLine(dirs: string[], firstRun: boolean, aboutSeconds: number): string {
  return t(firstRun ? 'import-start-first' : 'import-start-changed', { dirs: dirs.join(', '), seconds: aboutSeconds });
}

/**
 * What a run that must import card data first says on stderr: on a terminal one live line, rewritten when the
 * import ends; elsewhere (CI logs) exactly two lines, one before and one after. Runs with the data already
 * imported say nothing.
 */
export function importProgress(live = Boolean(process.stderr.isTTY)): (event: ImportEvent) => void {
  let started = '';
  return (event) => {
    if (event.phase === 'start') {
      started = importStartLine(event.dirs, event.firstRun, event.aboutSeconds);
      progress(started, { rewrite: live, last: false });
    } else if (event.phase === 'done') {
      const data = { cards: count(event.cards), seconds: seconds(event.ms) };
      const done = t(event.imported ? 'import-done' : 'import-waited', data);
      // Spaces cover what is left of the longer first line: the text is cleaned, so no erase-line escape.
      progress(live ? done.padEnd(started.length) : done, { rewrite: live, last: true });
    } else if (live) process.stderr.write('\n');
  };
}
