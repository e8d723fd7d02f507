import { h } from './dom.js';
import { clean } from './engine.js';
import type { CardFacts } from './card-facts.js';
import type { CardFace } from './verdict-types.js';
import type { Words } from './words.js';

/** One attack's cost as a player reads it: "2× Fire + Colorless", or "no Energy" for a free attack. */
function costText(cost: string[], w: Words): string {
  if (!cost.length) return w.web('free-attack');
  const counts = new Map<string, number>();
  for (const type of cost) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, n]) => `${n > 1 ? `${n}× ` : ''}${clean(w.locale.typeName(type))}`).join(' + ');
}

/** HP, types, stage, attack costs, Retreat, Rule Box and Prize cards from the pack, with or without a picture. */
export function factsLine(facts: CardFacts | undefined, w: Words): HTMLElement | null {
  if (!facts) return null;
  const parts = [
    facts.hp === null ? '' : `${w.cli('col-hp')} ${facts.hp}`,
    facts.types.map((t) => clean(w.locale.typeName(t))).join('/'),
    facts.subtypes.map((s) => clean(w.locale.subtypeName?.(s, 'Pokémon') ?? s)).join(', '),
    facts.costs.length
      ? w.web('attack-costs', { count: facts.costs.length, costs: facts.costs.map((c) => costText(c, w)).join('; ') })
      : '',
    `${w.cli('row-retreat')} ${facts.retreat}`,
    facts.ruleBox ? w.web('rule-box') : '',
    w.web('prize-cards', { count: facts.prizes }),
  ];
  return h('span', { class: 'card-facts', 'data-testid': 'card-facts' }, parts.filter(Boolean).join(' · '));
}

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

/**
 * A search result's face: a small picture when online (lazy, sized; gone if it fails: the row names the card) and
 * the facts, which need no network.
 */
export function resultFace(face: Pick<CardFace, 'name' | 'image' | 'facts'>, w: Words): HTMLElement {
  const img =
    face.image && navigator.onLine
      ? h('img', {
          src: `${face.image}/low.webp`,
          alt: w.web('image-of', { card: face.name }),
          loading: 'lazy',
          decoding: 'async',
          width: 60,
          height: 84,
        })
      : null;
  img?.addEventListener('error', () => img.remove(), { once: true });
  return h('span', { class: 'result-face' }, img, factsLine(face.facts, w));
}

/** The picture (or the text card) with the card's facts under it. */
const withFacts = (face: CardFace, w: Words, quality: 'low' | 'high'): HTMLElement =>
  h('span', { class: 'card-face' }, picture(face, w, quality), factsLine(face.facts, w));

export const thumbnail = (face: CardFace, w: Words): HTMLElement => withFacts(face, w, 'low');
export const cardPicture = (face: CardFace, w: Words): HTMLElement => withFacts(face, w, 'high');
