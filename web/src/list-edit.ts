// Edits of the list in the box that need no page: plain text in, text out (the Chromium test calls them too).

const COUNTED_LINE = /^(\s*)(\d+)(\s+)(.*?)\s*$/;
const HEADER = /^\s*([^\d\s][^:]*):\s*(\d+)\s*$/;

/**
 * The list with one copy of each of these lines moved into a Totem section at the top: a count above 1 goes down by
 * one, a line of 1 goes; the section header above each (`Pokémon: 38`) counts one card fewer. The total stays.
 */
export function moveToTotem(text: string, lines: number[]): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const rows: (string | null)[] = text.split(/\r?\n/);
  const moved: string[] = [];
  for (const line of [...new Set(lines)].sort((a, b) => a - b)) {
    const at = line - 1;
    const m = COUNTED_LINE.exec(rows[at] ?? '');
    if (!m) continue;
    moved.push(`1 ${m[4]}`);
    const count = Number(m[2]);
    rows[at] = count > 1 ? `${m[1]}${count - 1}${m[3]}${m[4]}` : null;
    for (let up = at - 1; up >= 0; up--) {
      const header = HEADER.exec(rows[up] ?? '');
      if (!header) continue;
      rows[up] = rows[up]!.replace(/(\d+)(\s*)$/, (_all, n: string, space: string) => `${Number(n) - 1}${space}`);
      break;
    }
  }
  if (!moved.length) return text;
  return [`Totem: ${moved.length}`, ...moved, '', ...rows.filter((r): r is string => r !== null)].join(eol);
}
