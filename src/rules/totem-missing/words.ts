const HOW = {
  en: 'add a "Totem: 1" section with your Totem, a "# totem: NAME SET NUMBER" line, or run with --totem "NAME SET NUMBER"',
  es: 'añade una sección "Tótem: 1" con tu Tótem, una línea "# totem: NOMBRE SET NÚMERO", o ejecuta con --totem "NOMBRE SET NÚMERO"',
};

export const words = {
  title: { en: 'Name your Totem', es: 'Declara tu Tótem' },
  description: { en: 'no Totem declared', es: 'no se ha declarado ningún Tótem' },
  en: {
    missing: `no Totem is declared; ${HOW.en}`,
    'missing-one-candidate': `no Totem is declared; the only Pokémon with a Rule Box in the list is {card} (line {line}) — if it is your Totem, move it to a "Totem: 1" section; otherwise ${HOW.en}`,
    'missing-tribute': `no Totem is declared; in the tribute variant any Pokémon (Basic, Stage 1, Stage 2, Mega EX, LV.X, LEGEND, VMAX) can be the Totem, Rule Box or not; ${HOW.en}`,
    'missing-one-pokemon': `no Totem is declared; in the tribute variant any Pokémon can be the Totem, and the only Pokémon in the list is {card} (line {line}) — if it is your Totem, move it to a "Totem: 1" section; otherwise ${HOW.en}`,
    'choose-totem': 'make {card} the Totem',
    'totem-section': 'Totem',
  },
  es: {
    missing: `no se ha declarado ningún Tótem; ${HOW.es}`,
    'missing-one-candidate': `no se ha declarado ningún Tótem; el único Pokémon con Rule Box de la lista es {card} (línea {line}) — si es tu Tótem, muévelo a una sección "Tótem: 1"; si no, ${HOW.es}`,
    'missing-tribute': `no se ha declarado ningún Tótem; en la variante del Tributo cualquier Pokémon (Básico, Fase 1, Fase 2, Mega EX, LV.X, LEGEND, VMAX) puede ser el Tótem, con Rule Box o sin ella; ${HOW.es}`,
    'missing-one-pokemon': `no se ha declarado ningún Tótem; en la variante del Tributo cualquier Pokémon puede ser el Tótem, y el único Pokémon de la lista es {card} (línea {line}) — si es tu Tótem, muévelo a una sección "Tótem: 1"; si no, ${HOW.es}`,
    'choose-totem': 'haz de {card} el Tótem',
    'totem-section': 'Tótem',
  },
};
