type Op = [' ' | '-' | '+', string];

/** Past this many cells the changed middle is shown as removed and added whole, not matched line by line. */
const MAX_CELLS = 4_000_000;

/** The lines of `a` and `b` as an edit script: the common ends kept, the middle matched by its longest common subsequence. */
function editScript(a: string[], b: string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const middle: Op[] = [];
  if (x.length * y.length > MAX_CELLS) middle.push(...x.map((l): Op => ['-', l]), ...y.map((l): Op => ['+', l]));
  else {
    // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
    const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
    for (let i = x.length - 1; i >= 0; i--)
      for (let j = y.length - 1; j >= 0; j--)
        lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    let [i, j] = [0, 0];
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        middle.push([' ', x[i]!]);
        i++;
        j++;
      }
      // What goes comes before what replaces it, as diff prints it.
      else if (i < x.length && (j === y.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) middle.push(['-', x[i++]!]);
      else middle.push(['+', y[j++]!]);
    }
  }
  const kept = (lines: string[]) => lines.map((l): Op => [' ', l]);
  return [...kept(a.slice(0, head)), ...middle, ...kept(a.slice(a.length - tail))];
}

/** `diff -u` of two texts' lines (as `git diff` shows them: 3 lines of context), "" when they are the same. */
export function unifiedDiff(name: string, before: string[], after: string[], context = 3): string {
  const ops = editScript(before, after);
  const changed = ops.flatMap((op, i) => (op[0] === ' ' ? [] : [i]));
  if (!changed.length) return '';
  const out = [`--- a/${name}`, `+++ b/${name}`];
  // Each op's line number in the old and the new text.
  const at: [number, number][] = [];
  let [o, n] = [1, 1];
  for (const [c] of ops) {
    at.push([o, n]);
    if (c !== '+') o++;
    if (c !== '-') n++;
  }
  let k = 0;
  while (k < changed.length) {
    let end = k;
    while (end + 1 < changed.length && changed[end + 1]! - changed[end]! <= 2 * context) end++;
    const from = Math.max(0, changed[k]! - context);
    const to = Math.min(ops.length - 1, changed[end]! + context);
    const hunk = ops.slice(from, to + 1);
    const olds = hunk.filter(([c]) => c !== '+').length;
    const news = hunk.filter(([c]) => c !== '-').length;
    const [oldAt, newAt] = at[from]!;
    out.push(
      `@@ -${olds ? oldAt : oldAt - 1},${olds} +${news ? newAt : newAt - 1},${news} @@`,
      ...hunk.map(([c, l]) => c + l),
    );
    k = end + 1;
  }
  return `${out.join('\n')}\n`;
}
