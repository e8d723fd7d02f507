import { limitRule } from '../limit.js';

export const rule = limitRule(
  'star-limit',
  'At most one ★ (Gold Star) Pokémon',
  'more than 1 Pokémon ★ (Gold Star), Totem included',
  'a deck may hold only 1 Pokémon ★ (Gold Star)',
  (card) => (card.supertype === 'Pokémon' && card.subtypes.includes('Star') ? 'star' : null),
);
