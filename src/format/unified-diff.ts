import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

/** `diff -u` of two texts' lines (jsdiff; 3 lines of context, as `git diff` shows them), "" when they are the same. */
export function unifiedDiff(name: string, before: string[], after: string[]): string {
  if (before.length === after.length && before.every((line, i) => line === after[i])) return '';
  const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');
  return createTwoFilesPatch(`a/${name}`, `b/${name}`, text(before), text(after), '', '', {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
  });
}
