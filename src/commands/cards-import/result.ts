/** What `cards import` answers: the pack built, counted for the line on stdout (none: nothing was built). */
export interface ImportResult {
  imported?: { cards: number; sets: number; ms: number; store: string };
  exitCode: number;
}
