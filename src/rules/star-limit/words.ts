import { limitWords } from '../limit.js';

export const words = limitWords({
  title: { en: 'At most one ★ (Gold Star) Pokémon', es: 'Máximo 1 Pokémon ★ (Gold Star)' },
  description: {
    en: 'more than 1 Pokémon ★ (Gold Star), Totem included',
    es: 'más de 1 Pokémon ★ (Gold Star), Tótem incluido',
  },
  limit: { en: 'a deck may hold only 1 Pokémon ★ (Gold Star)', es: 'un mazo solo puede tener 1 Pokémon ★ (Gold Star)' },
});
