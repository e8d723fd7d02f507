import { limitWords } from '../limit.js';

export const words = limitWords({
  title: { en: 'One Prism Star ◇ card of each name', es: 'Máximo 1 carta Prism Star ◇ de cada nombre' },
  description: {
    en: 'more than 1 ◇ card with the same name, Totem included',
    es: 'más de 1 carta ◇ con el mismo nombre, Tótem incluido',
  },
  limit: {
    en: 'a deck may hold only 1 ◇ (Prism Star) card of each name',
    es: 'un mazo solo puede tener 1 carta ◇ (Prism Star) de cada nombre',
  },
});
