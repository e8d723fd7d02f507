import { limitRule } from '../limit.js';
import { words } from './words.js';

export const rule = limitRule('star-limit', words, (card) =>
  card.supertype === 'Pokémon' && card.subtypes.includes('Star') ? 'star' : null,
);
