import { limitRule } from '../limit.js';
import { words } from './words.js';

export const rule = limitRule('radiant-limit', words, (card) =>
  card.supertype === 'Pokémon' && card.subtypes.includes('Radiant') ? 'radiant' : null,
);
