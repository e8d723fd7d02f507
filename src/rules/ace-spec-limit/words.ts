import { limitWords } from '../limit.js';

export const words = limitWords({
  title: { en: 'At most one ACE SPEC card', es: 'Máximo 1 carta ACE SPEC' },
  description: {
    en: 'more than 1 ACE SPEC card, Totem included',
    es: 'más de 1 carta AS TÁCTICO (ACE SPEC), Tótem incluido',
  },
  limit: { en: 'a deck may hold only 1 ACE SPEC card', es: 'un mazo solo puede tener 1 carta AS TÁCTICO (ACE SPEC)' },
});
