import { EXTRA_TYPES, TOTEM, VARIANT, type CommandSpec } from '../shared/flags.js';
import { SHEET_WORDS } from './words.js';

export const sheet: CommandSpec = {
  name: 'sheet',
  words: SHEET_WORDS,
  en: 'one printable HTML page of a list: Totem, identity, costs, the list by section, the verdict, a QR code',
  es: 'una página HTML imprimible de una lista: Tótem, identidad, costes, la lista por secciones, el veredicto, un código QR',
  args: [{ name: '<file>', en: 'the deck file, or - for stdin', es: 'el archivo del mazo, o - para stdin' }],
  options: [
    {
      flags: '-o, --output-file <file>',
      en: 'write the HTML to this file instead of standard output',
      es: 'escribe el HTML en este archivo en vez de la salida estándar',
    },
    {
      flags: '--site <url>',
      en: "the page's address the QR code links to (default: totem's homepage)",
      es: 'la dirección de la página a la que enlaza el código QR (por defecto: la página de totem)',
    },
    TOTEM,
    EXTRA_TYPES,
    VARIANT,
  ],
  data: true,
  load: () => import('./index.js'),
};
