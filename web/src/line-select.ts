/**
 * A problem's line shown in the list box: the line selected and scrolled into view, so a player sees which line
 * of their list the problem is about (the card dialog shows the card, not the line).
 */
export function selectLine(box: HTMLTextAreaElement, line: number): void {
  const lines = box.value.split('\n');
  if (line < 1 || line > lines.length) return;
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  const end = start + lines[line - 1]!.length;
  box.focus({ preventScroll: true });
  box.setSelectionRange(start, end);
  // Scroll the box to the line, then the box into view.
  const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 20;
  box.scrollTop = Math.max(0, (line - 3) * lineHeight);
  box.scrollIntoView({ block: 'center', behavior: 'instant' });
}
