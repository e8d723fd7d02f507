import './phone.css';
import './print.css';

/**
 * After Check, the verdict's heading at the top of the screen: focus alone moves the reading position but not
 * the view, and on a phone the verdict sat below the list box (with the keyboard up, out of sight).
 */
export function showVerdict(result: HTMLElement): void {
  const title = result.querySelector<HTMLElement>('#verdict-title');
  if (!title) return;
  title.focus({ preventScroll: true });
  title.scrollIntoView({ block: 'start', behavior: 'instant' });
}
