export const words = {
  title: { en: '100 cards, Totem included', es: '100 cartas, Tótem incluido' },
  description: {
    en: 'Totem cards + deck cards ≠ 100 (deck 99, or 98 / 96 for a LEGEND / V-UNION Totem)',
    es: 'cartas del Tótem + cartas del mazo ≠ 100 (mazo de 99, o de 98 / 96 con un Tótem LEGEND / V-UNION)',
  },
  en: {
    size: {
      countKey: 'total',
      one: 'the deck has {total} card (Totem {totem} + deck {deck}); it needs 100: {totemSize} in the Totem Zone{kind} and {expected} in the deck; {fix}',
      other:
        'the deck has {total} cards (Totem {totem} + deck {deck}); it needs 100: {totemSize} in the Totem Zone{kind} and {expected} in the deck; {fix}',
    },
    add: { one: 'add {count} card', other: 'add {count} cards' },
    remove: { one: 'remove {count} card', other: 'remove {count} cards' },
    legend: ' (a LEGEND Totem is 2 cards)',
    vunion: ' (a V-UNION Totem is 4 cards)',
    single: '',
    'add-energy': 'add {count} basic {type} Energy',
    'remove-energy': { one: 'remove {count} basic Energy', other: 'remove {count} basic Energy cards' },
  },
  es: {
    size: {
      countKey: 'total',
      one: 'el mazo tiene {total} carta (Tótem {totem} + mazo {deck}); necesita 100: {totemSize} en la Zona del Tótem{kind} y {expected} en el mazo; {fix}',
      other:
        'el mazo tiene {total} cartas (Tótem {totem} + mazo {deck}); necesita 100: {totemSize} en la Zona del Tótem{kind} y {expected} en el mazo; {fix}',
    },
    add: { one: 'añade {count} carta', other: 'añade {count} cartas' },
    remove: { one: 'quita {count} carta', other: 'quita {count} cartas' },
    legend: ' (un Tótem LEGEND son 2 cartas)',
    vunion: ' (un Tótem V-UNION son 4 cartas)',
    single: '',
    'add-energy': { one: 'añade {count} Energía {type} básica', other: 'añade {count} Energías {type} básicas' },
    'remove-energy': { one: 'quita {count} Energía básica', other: 'quita {count} Energías básicas' },
  },
};
