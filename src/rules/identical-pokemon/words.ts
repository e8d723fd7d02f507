export const words = {
  title: { en: 'Never two identical Pokémon', es: 'Nunca dos Pokémon idénticos' },
  description: {
    en: 'two Pokémon with the same mechanical fingerprint (e.g. a card and its reprint)',
    es: 'dos Pokémon con la misma huella mecánica (p. ej., una carta y su reimpresión)',
  },
  en: {
    identical:
      '{card} is the same card as{totem} {first} ({where}): same HP, attacks, abilities, Weakness, Resistance and Retreat Cost. Two identical Pokémon are never allowed; keep one, or use a mechanically different {name}',
    'the-totem': ' the Totem',
    none: '',
  },
  es: {
    identical:
      '{card} es la misma carta que{totem} {first} ({where}): mismos PS, ataques, habilidades, Debilidad, Resistencia y Coste de Retirada. Nunca se permiten dos Pokémon idénticos; quédate con uno, o usa un {name} mecánicamente diferente',
    'the-totem': ' el Tótem',
    none: '',
  },
};
