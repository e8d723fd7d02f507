/**
 * Where a problem is, as CI logs write it: `file:line`, or the file alone for a problem of the whole deck (its
 * size, a missing Totem), which has no line. Never `file:0`: no editor or problem matcher has a line 0.
 */
export const fileAndLine = (file: string, line: number | null): string => (line === null ? file : `${file}:${line}`);
