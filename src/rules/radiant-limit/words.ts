import { limitWords } from '../limit.js';

export const words = limitWords({
  title: { en: 'At most one Radiant Pokémon', es: 'Máximo 1 Pokémon Radiante' },
  description: { en: 'more than 1 Radiant Pokémon, Totem included', es: 'más de 1 Pokémon Radiante, Tótem incluido' },
  limit: { en: 'a deck may hold only 1 Radiant Pokémon', es: 'un mazo solo puede tener 1 Pokémon Radiante' },
});
