/** What `cards sync` answers: what it fetched and what the cache holds now (none: nothing was synced). */
export interface SyncResult {
  synced?: { sets: number; skipped: number; cards: number; count: number; store: string };
  exitCode: number;
}
