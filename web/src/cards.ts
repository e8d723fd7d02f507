import { h } from './dom.js';
import type { CardFace } from './verdict-types.js';
import type { Words } from './words.js';

/** The card as text: what shows offline, when the data has no picture, or when the picture fails to load. */
function textCard(face: CardFace, w: Words, reason: boolean): HTMLElement {
  return h(
    'span',
    { class: 'text-card' },
    h('span', { class: 'name' }, face.name),
    h('span', { class: 'printing' }, `${face.set} ${face.number}`),
    reason ? h('span', { class: 'reason' }, w.web('no-picture')) : null,
  );
}

/**
 * A TCGdex picture (`low` for thumbnails, `high` in the card view), lazy-loaded, only when the device is
 * online; a failed load turns back into the text card, so an offline table shows names, not broken images.
 */
function picture(face: CardFace, w: Words, quality: 'low' | 'high'): HTMLElement {
  const fallback = () => textCard(face, w, quality === 'high');
  if (!face.image || !navigator.onLine) return fallback();
  const img = h('img', {
    src: `${face.image}/${quality}.webp`,
    alt: w.web('image-of', { card: face.name }),
    loading: 'lazy',
    decoding: 'async',
    width: quality === 'low' ? 120 : 367,
    height: quality === 'low' ? 167 : 512,
  });
  const frame = h(
    'span',
    { class: `picture ${quality}` },
    img,
    h('span', { class: 'caption' }, `${face.name} · ${face.set} ${face.number}`),
  );
  img.addEventListener('error', () => frame.replaceWith(fallback()), { once: true });
  return frame;
}

export const thumbnail = (face: CardFace, w: Words): HTMLElement => picture(face, w, 'low');
export const cardPicture = (face: CardFace, w: Words): HTMLElement => picture(face, w, 'high');
