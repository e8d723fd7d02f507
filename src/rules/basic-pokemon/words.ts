export const words = {
  title: { en: 'At least one Basic Pokémon', es: 'Al menos un Pokémon Básico' },
  description: {
    en: 'no Basic Pokémon in the deck (the opening hand could never be kept)',
    es: 'ningún Pokémon Básico en el mazo (nunca podría quedarse una mano inicial)',
  },
  en: {
    'no-basic':
      'the deck (without the Totem) has no Basic Pokémon, so no opening hand could ever be kept; add Basic Pokémon',
  },
  es: {
    'no-basic':
      'el mazo (sin el Tótem) no tiene ningún Pokémon Básico, así que nunca podría quedarse una mano inicial; añade Pokémon Básicos',
  },
};
