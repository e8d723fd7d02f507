export const words = {
  title: { en: 'A Pokémon that can be the Totem', es: 'Un Pokémon que puede ser el Tótem' },
  description: {
    en: 'the Totem is not a Pokémon that can be one (a Rule Box Pokémon; in the tribute variant, any Pokémon); an incomplete LEGEND or V-UNION; more than one Totem',
    es: 'el Tótem no es un Pokémon que pueda serlo (un Pokémon con Rule Box; en la variante del Tributo, cualquier Pokémon); un LEGEND o V-UNION incompleto; más de un Tótem',
  },
  en: {
    'not-eligible':
      "{card} can't be a Totem: {reason}. A Totem is a Pokémon with a Rule Box (ex, EX, GX, V, VMAX, VSTAR, BREAK, LV.X, ★, ◇, Radiant, LEGEND, V-UNION …)",
    'not-eligible-tribute':
      "{card} can't be a Totem: {reason}. In the tribute variant a Totem is a Pokémon of a kind its Tribute Cost table lists — Basic, Stage 1, Stage 2, Mega EX, LV.X, LEGEND, VMAX — with or without a Rule Box",
    'incomplete-legend': 'a {group} Totem needs its 2 halves in the Totem Zone: {parts}',
    'incomplete-vunion': 'a {group} Totem needs its 4 distinct pieces in the Totem Zone: {parts}',
    'missing-halves': { one: 'missing half {which}', other: 'missing halves {which}' },
    'missing-pieces': { one: 'missing piece {which}', other: 'missing pieces {which}' },
    'doubled-half': 'half {which} appears twice',
    'doubled-piece': 'piece {which} appears twice',
    'found-cards': 'found {count} cards',
    'mixed-pieces':
      'the Totem Zone holds parts of {count} different cards: {groups}; a LEGEND or V-UNION Totem is all the parts of one card — keep one and complete it ({fix})',
    'group-parts': { one: '{group} (part {which})', other: '{group} (parts {which})' },
    'group-missing': '{group} needs {which}',
    halves: { one: 'half {which}', other: 'halves {which}' },
    pieces: { one: 'piece {which}', other: 'pieces {which}' },
    'group-complete': '{group} is complete',
    'more-than-one': 'a deck has exactly one Totem, but {count} are declared: {cards}; keep one',
    'card-at': '{card} ({where})',
  },
  es: {
    'not-eligible':
      '{card} no puede ser Tótem: {reason}. Un Tótem es un Pokémon con Rule Box (ex, EX, GX, V, VMAX, VSTAR, BREAK, LV.X, ★, ◇, Radiante, LEGEND, V-UNION …)',
    'not-eligible-tribute':
      '{card} no puede ser Tótem: {reason}. En la variante del Tributo un Tótem es un Pokémon de una de las clases que lista su tabla del Coste de Tributo — Básico, Fase 1, Fase 2, Mega EX, LV.X, LEGEND, VMAX — con Rule Box o sin ella',
    'incomplete-legend': 'un Tótem {group} necesita sus 2 mitades en la Zona del Tótem: {parts}',
    'incomplete-vunion': 'un Tótem {group} necesita sus 4 piezas distintas en la Zona del Tótem: {parts}',
    'missing-halves': { one: 'falta la mitad {which}', other: 'faltan las mitades {which}' },
    'missing-pieces': { one: 'falta la pieza {which}', other: 'faltan las piezas {which}' },
    'doubled-half': 'la mitad {which} aparece dos veces',
    'doubled-piece': 'la pieza {which} aparece dos veces',
    'found-cards': { one: 'hay {count} carta', other: 'hay {count} cartas' },
    'mixed-pieces':
      'la Zona del Tótem contiene partes de {count} cartas distintas: {groups}; un Tótem LEGEND o V-UNION son todas las partes de una sola carta — quédate con una y complétala ({fix})',
    'group-parts': { one: '{group} (parte {which})', other: '{group} (partes {which})' },
    'group-missing': '{group} necesita {which}',
    halves: { one: 'la mitad {which}', other: 'las mitades {which}' },
    pieces: { one: 'la pieza {which}', other: 'las piezas {which}' },
    'group-complete': '{group} está completo',
    'more-than-one': 'un mazo tiene exactamente un Tótem, pero se han declarado {count}: {cards}; quédate con uno',
    'card-at': '{card} ({where})',
  },
};
