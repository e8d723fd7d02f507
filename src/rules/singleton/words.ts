export const words = {
  title: { en: 'Only one copy of each card', es: 'Solo una copia de cada carta' },
  description: {
    en: 'two copies of one card (the Totem counts); Trainers and Special Energy by singleton name and the official same-name rulings; basic Energy exempt',
    es: 'dos copias de una carta (el Tótem cuenta); Entrenadores y Energías Especiales por nombre singleton y las resoluciones oficiales de nombres; la Energía Básica está exenta',
  },
  en: {
    'same-card': '{card}{totem}: only one copy of each card is allowed and {where}; {fix}',
    'remove-extra': { one: 'remove the extra copy', other: 'remove the {count} extra copies' },
    'same-name':
      '{card} and {first} ({where}) share the name "{name}"; Trainers and Special Energy are limited to one card per name — remove one',
    'same-ruling':
      '{card} and {first} ({where}) count as one card by the official same-name ruling {names} ({source}); Trainers and Special Energy are limited to one card per name — remove one',
    'copies-on-line': '{where} has {count} copies',
    'also-on-line': 'it is also on {where}',
    'also-on-line-totem': 'it is also on {where} as the Totem',
    'the-totem': ' (the Totem)',
    none: '',
    'remove-line': 'remove {card} (line {line})',
    'keep-one': 'keep one {card} (line {line})',
    'merge-lines': 'write both lines as one: {count} on line {line}',
  },
  es: {
    'same-card': '{card}{totem}: solo se permite una copia de cada carta y {where}; {fix}',
    'remove-extra': { one: 'quita la copia sobrante', other: 'quita las {count} copias sobrantes' },
    'same-name':
      '{card} y {first} ({where}) comparten el nombre "{name}"; los Entrenadores y las Energías Especiales están limitados a una carta por nombre — quita una',
    'same-ruling':
      '{card} y {first} ({where}) cuentan como una sola carta por la resolución oficial de nombres {names} ({source}); los Entrenadores y las Energías Especiales se limitan a una carta por nombre — quita una',
    'copies-on-line': { one: 'la {where} tiene {count} copia', other: 'la {where} tiene {count} copias' },
    'also-on-line': 'también está en la {where}',
    'also-on-line-totem': 'también está en la {where} como Tótem',
    'the-totem': ' (el Tótem)',
    none: '',
    'remove-line': 'quita {card} (línea {line})',
    'keep-one': 'deja una sola {card} (línea {line})',
    'merge-lines': 'escribe las dos líneas como una: {count} en la línea {line}',
  },
};
