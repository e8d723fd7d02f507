import { EXTRA_TYPES, FORMAT, TOTEM, type CommandSpec } from '../shared/flags.js';

export const sample: CommandSpec = {
  name: 'sample',
  en: 'a sample opening by the setup: the Totem in its zone, 7 cards (free mulligans until a Basic), 6 Prize cards, the next draws',
  es: 'una apertura de muestra según la preparación: el Tótem en su zona, 7 cartas (mulligans gratis hasta un Básico), 6 cartas de Premio, los robos siguientes',
  args: [{ name: '<file>', en: 'a deck file, or - for stdin', es: 'un archivo de mazo, o - para stdin' }],
  options: [
    {
      flags: '--seed <n>',
      en: 'the seed: the same seed deals the same hand (default: a random one, printed)',
      es: 'la semilla: la misma semilla reparte la misma mano (por defecto: una al azar, que se muestra)',
      value: 'count',
    },
    {
      flags: '--turns <n>',
      en: 'turns to draw after the deal',
      es: 'turnos que robar después del reparto',
      value: 'count',
      default: 3,
    },
    FORMAT,
    TOTEM,
    EXTRA_TYPES,
  ],
  data: true,
  load: () => import('./index.js'),
};
