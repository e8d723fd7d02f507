import { byName, limitRule } from '../limit.js';

export const rule = limitRule(
  'prism-star-limit',
  'more than 1 ◇ card with the same name, Totem included',
  '◇ (Prism Star) card of each name',
  (card) => (card.subtypes.includes('Prism Star') ? byName(card) : null),
);
