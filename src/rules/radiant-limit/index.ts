import { limitRule } from '../limit.js';

export const rule = limitRule(
  'radiant-limit',
  'At most one Radiant Pokémon',
  'more than 1 Radiant Pokémon, Totem included',
  'a deck may hold only 1 Radiant Pokémon',
  (card) => (card.supertype === 'Pokémon' && card.subtypes.includes('Radiant') ? 'radiant' : null),
);
