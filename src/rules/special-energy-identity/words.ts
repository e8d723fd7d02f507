export const words = {
  title: {
    en: 'Special Energy in the Totem’s type identity',
    es: 'Energías Especiales dentro de la identidad de tipos del Tótem',
  },
  description: {
    en: 'a Special Energy whose classification is outside the identity',
    es: 'una Energía Especial cuya clasificación queda fuera de la identidad de tipos',
  },
  en: {
    unknown:
      '{card}: could not tell which types this Special Energy provides ({reason}); add it to data/special-energy.json',
    colorless:
      '{card} is a Special Colorless Energy ({reason}) and Colorless is not in the identity; {identity}. Fix: remove it',
    typed: '{card} counts as {cardTypes} ({reason}), missing {missing}; {identity}. Fix: remove it',
    'identity-allows': 'the Totem allows {sources}{zeroRetreat}',
    'no-slots': 'no extra slots',
    'zero-retreat': ' (Retreat Cost 0: no Colorless)',
    none: '',
  },
  es: {
    unknown:
      '{card}: no se pudo saber qué tipos proporciona esta Energía Especial ({reason}); añádela a data/special-energy.json',
    colorless:
      '{card} es una Energía Especial Incolora ({reason}) y el Incoloro no está en la identidad de tipos; {identity}. Solución: quítala',
    typed: '{card} cuenta como {cardTypes} ({reason}), y falta {missing}; {identity}. Solución: quítala',
    'identity-allows': 'el Tótem permite {sources}{zeroRetreat}',
    'no-slots': 'ningún hueco de tipo extra',
    'zero-retreat': ' (Coste de Retirada 0: sin Incoloro)',
    none: '',
  },
};
