/**
 * Fold `text` into lines of at most `width` columns, breaking only at spaces: a word is never cut, and one
 * longer than the width gets a line of its own. Continuation lines start with `indent` (the hanging indent
 * that keeps a message clear of its line number and severity); `first` columns of the first line are taken
 * already; `measure` says how many columns a word takes (colour marks take none). A width of 0 or less, or one too narrow for any text after the indent, leaves the text whole.
 */
export function wrapText(
  text: string,
  width: number,
  indent: number,
  first = indent,
  measure: (word: string) => number = (word) => [...word].length,
): string {
  const room = width - indent;
  if (width <= 0 || room < 20) return text;
  const lines: string[] = [];
  let line = '';
  let used = first;
  for (const word of text.split(' ')) {
    const size = measure(word);
    if (!line) {
      line = word;
      used += size;
    } else if (used + 1 + size > width) {
      lines.push(line);
      line = word;
      used = indent + size;
    } else {
      line = `${line} ${word}`;
      used += 1 + size;
    }
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}
