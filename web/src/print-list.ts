import { h } from './dom.js';
import type { PageInput } from './verdict-types.js';

// The page printed is the deck sheet (print.css): the verdict, the Totem's facts, the problems and the list as
// written — sections, counts, set codes and numbers. The list box does not print whole (a textarea prints what
// it shows), so the list checked is put beside the verdict once more, shown only in print.

/** After a verdict: the list checked, as text, for the printed page only (hidden on screen and to readers). */
export function showPrintList(result: HTMLElement, checked: PageInput): void {
  if (checked.kind === 'too-large') return;
  const text = checked.kind === 'text' ? checked.text : new TextDecoder('utf-8').decode(checked.bytes);
  // Blank lines take no room on paper; the lines' text goes in as text (dom.ts), never as markup.
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trimEnd())
    .filter(Boolean);
  result.append(
    h('pre', { class: 'print-list', 'aria-hidden': 'true', 'data-testid': 'print-list' }, lines.join('\n')),
  );
}
