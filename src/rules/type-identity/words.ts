export const words = {
  title: {
    en: 'Pokémon and Energy in the Totem’s type identity',
    es: 'Pokémon y Energías dentro de la identidad de tipos del Tótem',
  },
  description: {
    en: 'a Pokémon or basic Energy outside the identity',
    es: 'un Pokémon o una Energía Básica fuera de la identidad de tipos',
  },
  // The report's header shows the whole identity and where each type comes from; a problem names the card's
  // types that don't fit and the fix, and does not list the identity again.
  en: {
    'pokemon-outside': {
      one: "{card} is a {cardTypes} Pokémon, and {missing} is not in the Totem's type identity. Fix: {fix}",
      other: "{card} is a {cardTypes} Pokémon, and {missing} are not in the Totem's type identity. Fix: {fix}",
    },
    'energy-outside': {
      one: "{card} provides {missingEnergy} Energy, and {missing} is not in the Totem's type identity. Fix: {fix}",
      other: "{card} provides {missingEnergy} Energy, and {missing} are not in the Totem's type identity. Fix: {fix}",
    },
    'fix-zero-retreat': 'remove it (a Totem with Retreat Cost 0 allows no Colorless cards)',
    'fix-declare': 'declare {missing} as an extra type ("Extra types: {missing}") or remove the card',
    'fix-swap': {
      one: 'remove the card, or give {missing} the extra slot now held by {held} ("Extra types: …")',
      other: 'remove the card, or give {missing} the extra slots now held by {held} ("Extra types: …")',
    },
    'fix-remove':
      'remove the card (the Totem has no extra slots), or choose a Totem whose type identity includes {missing}',
    'remove-card': 'remove {card} (line {line})',
  },
  es: {
    'pokemon-outside': {
      one: '{card} es un Pokémon de tipo {cardTypes}, y {missing} no está en la identidad de tipos del Tótem. Solución: {fix}',
      other:
        '{card} es un Pokémon de tipo {cardTypes}, y {missing} no están en la identidad de tipos del Tótem. Solución: {fix}',
    },
    'energy-outside': {
      one: '{card} proporciona Energía {missingEnergy}, y {missing} no está en la identidad de tipos del Tótem. Solución: {fix}',
      other:
        '{card} proporciona Energía {missingEnergy}, y {missing} no están en la identidad de tipos del Tótem. Solución: {fix}',
    },
    'fix-zero-retreat': 'quítala (un Tótem con Coste de Retirada 0 no permite cartas Incoloras)',
    'fix-declare': 'declara {missing} como tipo extra ("Tipos extra: {missing}") o quita la carta',
    'fix-swap': {
      one: 'quita la carta, o da a {missing} el hueco de tipo extra que ahora ocupa {held} ("Tipos extra: …")',
      other: 'quita la carta, o da a {missing} los huecos de tipo extra que ahora ocupan {held} ("Tipos extra: …")',
    },
    'fix-remove':
      'quita la carta (el Tótem no tiene huecos de tipo extra), o elige un Tótem cuya identidad de tipos incluya {missing}',
    'remove-card': 'quita {card} (línea {line})',
  },
};
