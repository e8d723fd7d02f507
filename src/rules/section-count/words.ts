export const words = {
  title: { en: 'Section totals match the list', es: 'Los totales de sección coinciden con la lista' },
  description: {
    en: 'a section header or Total Cards count that disagrees with the lines',
    es: 'un encabezado de sección o un total de cartas que no coincide con las líneas',
  },
  en: {
    header: 'the {section} header says {declared} but its lines add up to {cards}; fix the header or the lines',
    total: '"Total Cards: {declared}" but the lines add up to {cards}; fix the total or the lines',
    'set-header': 'set the {section} header to {cards}',
    'set-total': 'set the total to {cards}',
    'section-totem': 'Totem',
    'section-pokemon': 'Pokémon',
    'section-trainer': 'Trainer',
    'section-energy': 'Energy',
  },
  es: {
    header:
      'el encabezado {section} dice {declared}, pero sus líneas suman {cards}; corrige el encabezado o las líneas',
    total: '"Total Cards: {declared}", pero las líneas suman {cards}; corrige el total o las líneas',
    'set-header': 'pon {cards} en el encabezado {section}',
    'set-total': 'pon {cards} en el total',
    'section-totem': 'Tótem',
    'section-pokemon': 'Pokémon',
    'section-trainer': 'Entrenador',
    'section-energy': 'Energía',
  },
};
