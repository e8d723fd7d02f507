import { EXPORT_FORMATS } from '../../model/export.js';
import { EXTRA_TYPES, TOTEM, type CommandSpec } from '../shared/flags.js';

export const exportSpec: CommandSpec = {
  name: 'export',
  en: 'the deck for play: PTCG Live / Limitless / ptcg-sim text, a Tabletop Simulator deck, a printable Totem Zone',
  es: 'el mazo para jugar: texto de PTCG Live / Limitless / ptcg-sim, un mazo de Tabletop Simulator, una Zona del Tótem imprimible',
  args: [{ name: '<file>', en: 'a deck file, or - for stdin', es: 'un archivo de mazo, o - para stdin' }],
  options: [
    { flags: '--to <format>', en: 'what to write', es: 'qué escribir', choices: EXPORT_FORMATS, default: 'ptcgl' },
    { flags: '-o, --output-file <file>', en: 'write to this file', es: 'escribe en este archivo' },
    TOTEM,
    EXTRA_TYPES,
  ],
  data: true,
  load: () => import('./index.js'),
};
