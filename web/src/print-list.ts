import qrcode from 'qrcode-generator';
import { h } from './dom.js';
import { clean } from './engine.js';
import type { PageInput } from './verdict-types.js';
import type { Words } from './words.js';

// The page printed is the deck sheet (print.css): the verdict, the Totem's facts, the problems and the list as
// written — sections, counts, set codes and numbers. The list box does not print whole (a textarea prints what
// it shows), so the list checked is put beside the verdict once more, shown only in print.

/**
 * The share link as a QR code picture (a GIF data URL: an <img>, never markup of ours), as `totem sheet` prints
 * it; null when the link is too long for a QR code (the largest holds about 2.9 kB), then the sheet says so.
 */
function qrPicture(link: string): string | null {
  try {
    const qr = qrcode(0, 'L');
    qr.addData(link, 'Byte');
    qr.make();
    return qr.createDataURL(2, 0);
  } catch {
    return null;
  }
}

/** The latest verdict's QR code, to draw when the page prints (once). */
let drawQr: (() => void) | null = null;
const printing = (): void => {
  drawQr?.();
  drawQr = null;
};
addEventListener('beforeprint', printing);
matchMedia('print').addEventListener('change', (event) => event.matches && printing());

/**
 * After a verdict: the list checked, as text, and a QR code of its share link (null: the list has none), for the
 * printed page only (hidden on screen and to readers).
 */
export function showPrintList(result: HTMLElement, checked: PageInput, shareLink: string | null, w: Words): void {
  drawQr = null;
  if (checked.kind === 'too-large') return;
  const text = checked.kind === 'text' ? checked.text : new TextDecoder('utf-8').decode(checked.bytes);
  // Blank lines take no room on paper; the lines' text goes in as text (dom.ts), never as markup, and cleaned of
  // control and bidirectional characters like everything else the page shows of a list.
  const lines = text
    .split(/\r?\n/)
    .map((l) => clean(l).trimEnd())
    .filter(Boolean);
  const qr = h('div', { class: 'print-qr', 'aria-hidden': 'true', 'data-testid': 'print-qr' });
  result.append(
    qr,
    h('pre', { class: 'print-list', 'aria-hidden': 'true', 'data-testid': 'print-list' }, lines.join('\n')),
  );
  // The QR code takes ~150 ms on a phone's main thread: it is drawn only when the page is about to print, never
  // after a verdict (most are never printed). The latest verdict's, once.
  drawQr = () => {
    if (!qr.isConnected) return; // a newer verdict or a failure replaced it
    const picture = shareLink ? qrPicture(shareLink) : null;
    qr.append(picture ? h('img', { src: picture, alt: '' }) : '', w.web(picture ? 'print-qr' : 'print-no-qr'));
  };
}
