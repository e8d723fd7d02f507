export const words = {
  title: { en: 'Say which card you mean', es: 'Indica qué carta es' },
  description: {
    en: 'a name-only line matching mechanically different Pokémon',
    es: 'una línea con solo un nombre que coincide con Pokémon mecánicamente diferentes',
  },
  en: {
    versions: '"{name}" has {count} different versions; add set code and number: {versions}',
    'printing-names-several': '{code} {number} names {count} cards; add the name: {versions}',
  },
  es: {
    versions: '"{name}" tiene {count} versiones distintas; añade el código de set y el número: {versions}',
    'printing-names-several': '{code} {number} nombra {count} cartas; añade el nombre: {versions}',
  },
};
