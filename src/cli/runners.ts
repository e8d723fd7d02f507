/** A command's runner: its arguments, then its options; the exit code. */
type Runner = (...args: unknown[]) => number | Promise<number>;

/** The runner of each command of the registry, by its path (`cards find`), loaded only when that command runs. */
export const RUNNERS: Record<string, () => Promise<Runner>> = {
  'cards import': async () => (await import('./cards-import.js')).runImport as Runner,
  'cards sync': async () => (await import('./cards-sync.js')).runSync as Runner,
};
