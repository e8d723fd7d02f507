import { type CommandSpec } from '../shared/flags.js';
import { FMT_WORDS } from './words.js';

export const fmt: CommandSpec = {
  name: 'fmt',
  words: FMT_WORDS,
  en: 'print a decklist in canonical form (sections in order, set codes resolved, counts merged)',
  es: 'imprime una lista de mazo en forma canónica (secciones en orden, códigos de set resueltos, cantidades sumadas)',
  args: [{ name: '<files...>', en: 'the deck file, or - for stdin', es: 'el archivo del mazo, o - para stdin' }],
  options: [
    {
      flags: '--write',
      en: 'rewrite the files in canonical form, in place',
      es: 'reescribe los archivos en forma canónica, en su sitio',
    },
    {
      flags: '--check',
      en: 'list the files that are not in canonical form, and exit 1 if there are any',
      es: 'enumera los archivos que no están en forma canónica, y sale con 1 si hay alguno',
    },
    {
      flags: '--totem <card>',
      en: 'write the list with this card ("NAME SET NUMBER") moved into its Totem section',
      es: 'escribe la lista con esta carta ("NOMBRE SET NÚMERO") movida a su sección de Tótem',
    },
  ],
  data: true,
  load: () => import('./index.js'),
};
