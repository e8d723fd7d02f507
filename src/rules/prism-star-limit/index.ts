import { byName, limitRule } from '../limit.js';
import { words } from './words.js';

export const rule = limitRule('prism-star-limit', words, (card) =>
  card.subtypes.includes('Prism Star') ? byName(card) : null,
);
