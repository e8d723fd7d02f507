import { h } from './dom.js';

// The page after a check reads top down as a player repairs a deck: the verdict, the Totem (or the chooser), the
// problems, then the list in its box with "cards that fit" beside it; the verdict's other blocks (notes, odds, the
// card grid, the downloads) come after the list, where they no longer push it screens away.

/** The list's box in an editor with a slot beside it for "cards that fit" (two columns at 1,000 px, style.css). */
export function mountEditor(form: HTMLElement): { editor: HTMLElement; slot: HTMLElement } {
  const editor = h('div', { id: 'editor', class: 'editor' });
  const slot = h('div', { id: 'fits-slot' });
  form.before(editor);
  editor.append(form, slot);
  return { editor, slot };
}

/** The verdict's blocks that come after the list. */
const AFTER_LIST = ['notes', 'odds', 'cards', 'actions', 'meta'].map((c) => `:scope > .${c}`).join(', ');

/** Move the verdict's later blocks from `result` to `more` (below the list). */
export function arrangeVerdict(result: HTMLElement, more: HTMLElement): void {
  const verdict = result.querySelector('[data-testid="verdict"]');
  if (verdict) more.prepend(...verdict.querySelectorAll(AFTER_LIST));
}

/**
 * A check the page starts itself (a card added or taken out, a repair) redraws what is above the list: the
 * player's place is kept — `anchor` (the list) stays where it was on screen, and the height above it is held
 * while the check runs so nothing jumps. The returned function puts the place back once the verdict is drawn.
 */
export function holdPlace(anchor: HTMLElement, above: HTMLElement): () => void {
  const top = anchor.getBoundingClientRect().top;
  above.style.minHeight = `${above.offsetHeight}px`;
  return () => {
    above.style.minHeight = '';
    window.scrollBy(0, anchor.getBoundingClientRect().top - top);
  };
}
