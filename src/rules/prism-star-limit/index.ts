import { byName, limitRule } from '../limit.js';

export const rule = limitRule(
  'prism-star-limit',
  'One Prism Star ◇ card of each name',
  'more than 1 ◇ card with the same name, Totem included',
  'a deck may hold only 1 ◇ (Prism Star) card of each name',
  (card) => (card.subtypes.includes('Prism Star') ? byName(card) : null),
);
