/** Marks made in this context since the last clearing (mark). */
let made = 0;
/** Enough for a cold load and a few checks (a profile reads them, bench/page/timeline.profile.ts), and a bound. */
const KEPT = 200;

/**
 * `performance.mark(name)`, where the page and its workers note their steps (read by the page profile); a page
 * left open checks list after list, each adding some 8 marks on each side, so past KEPT they are cleared.
 */
export function mark(name: string): void {
  if (++made > KEPT) {
    performance.clearMarks();
    made = 1;
  }
  performance.mark(name);
}
