import { FORMAT, VARIANT, type CommandSpec } from '../shared/flags.js';

export const identity: CommandSpec = {
  name: 'identity',
  en: 'the types a Totem allows, where each comes from, and its extra slots',
  es: 'los tipos que permite un Tótem, de dónde viene cada uno, y sus tipos extra',
  args: [
    {
      name: '<card>',
      en: '"NAME SET NUMBER", "SET NUMBER", an id, or a name',
      es: '"NOMBRE SET NÚMERO", "SET NÚMERO", un id o un nombre',
    },
  ],
  options: [
    {
      flags: '--extra-types <types>',
      en: 'chosen extra types, e.g. Fire,Water',
      es: 'tipos extra elegidos, p. ej. Fuego,Agua',
    },
    {
      flags: '--deck <file>',
      en: 'show which cards of this deck would break under this Totem',
      es: 'muestra qué cartas de este mazo incumplirían con este Tótem',
    },
    VARIANT,
    FORMAT,
  ],
  data: true,
  load: () => import('./index.js'),
};
