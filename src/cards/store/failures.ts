/**
 * What a SQLite error says about the card store, by its code. Kept apart from the store so the CLI can name a
 * failure without loading SQLite.
 */
export type StoreFailure = 'corrupt' | 'no-space' | 'busy' | 'read-only' | 'other';

/** The code of an error (`SQLITE_FULL`, `ENOENT` …), or '' when it has none. */
export const errorCode = (error: unknown): string => (error as { code?: unknown })?.code?.toString() ?? '';

export function storeFailure(error: unknown): StoreFailure | null {
  const c = errorCode(error);
  if (!c.startsWith('SQLITE_')) return null;
  if (c.startsWith('SQLITE_CORRUPT') || c === 'SQLITE_NOTADB') return 'corrupt';
  // A full disk is SQLITE_FULL; a file-size limit (ulimit -f, a quota) shows as a failed write or a shared
  // memory file that cannot be made or grow.
  if (c === 'SQLITE_FULL' || c === 'SQLITE_IOERR_WRITE' || /^SQLITE_IOERR_SHM(SIZE|OPEN|MAP)$/.test(c))
    return 'no-space';
  if (c.startsWith('SQLITE_BUSY') || c.startsWith('SQLITE_LOCKED')) return 'busy';
  if (c.startsWith('SQLITE_READONLY') || c.startsWith('SQLITE_CANTOPEN')) return 'read-only';
  return 'other';
}

export const isCorruption = (error: unknown): boolean => storeFailure(error) === 'corrupt';

/** Errors after which the store can still be read, just not written. */
export const cannotWrite = (error: unknown): boolean => {
  const failure = storeFailure(error);
  return failure === 'no-space' || failure === 'read-only';
};
