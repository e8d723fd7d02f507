export const words = {
  title: { en: 'Extra types the Totem allows', es: 'Los tipos extra que permite el Tótem' },
  description: {
    en: 'declared extra types exceed the slots or name no type; a used type the line leaves out',
    es: 'tipos extra declarados que superan los huecos o no nombran ningún tipo; un tipo usado que la línea no nombra',
  },
  en: {
    'not-a-type':
      '"{name}" is not a type; use Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon or Colorless (or {G}{R}{W}{L}{P}{F}{D}{M}{Y}{N}{C})',
    overflow: {
      one: '{declaredCount} extra types declared ({declared}) but the Totem has {slots} ({why}); {overflow} does not fit — declare at most {max}',
      other:
        '{declaredCount} extra types declared ({declared}) but the Totem has {slots} ({why}); {overflow} do not fit — declare at most {max}',
    },
    undeclared:
      '{type} is used (first at line {line}) but not on the Extra types line; it takes a free extra slot — add it to the line ("Extra types: {all}")',
    slots: { one: '{count} extra slot', other: '{count} extra slots' },
    'why-colorless': 'a Colorless Totem with Retreat Cost {retreat}',
    'why-retreat': 'Retreat Cost {retreat} − 1',
    none: '',
  },
  es: {
    'not-a-type':
      '"{name}" no es un tipo; usa Planta, Fuego, Agua, Rayo, Psíquico, Lucha, Oscuridad, Metálico, Hada, Dragón o Incoloro (o {G}{R}{W}{L}{P}{F}{D}{M}{Y}{N}{C})',
    overflow: {
      one: 'se declaran {declaredCount} tipos extra ({declared}) pero el Tótem tiene {slots} ({why}); {overflow} no cabe — declara como máximo {max}',
      other:
        'se declaran {declaredCount} tipos extra ({declared}) pero el Tótem tiene {slots} ({why}); {overflow} no caben — declara como máximo {max}',
    },
    undeclared:
      '{type} se usa (primero en la línea {line}) pero no está en la línea de tipos extra; ocupa un hueco libre — añádelo a la línea ("Extra types: {all}")',
    slots: { one: '{count} hueco de tipo extra', other: '{count} huecos de tipo extra' },
    'why-colorless': 'un Tótem Incoloro con Coste de Retirada {retreat}',
    'why-retreat': 'Coste de Retirada {retreat} − 1',
    none: '',
  },
};
