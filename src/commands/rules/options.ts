import { FORMAT, type CommandSpec } from '../shared/flags.js';
import { RULES_WORDS } from './words.js';

export const rules: CommandSpec = {
  name: 'rules',
  words: RULES_WORDS,
  en: 'the rules a check applies here, each with its severity under the house config',
  es: 'las reglas que aplica aquí una comprobación, cada una con su gravedad según las reglas de la casa',
  options: [
    {
      flags: '--config <file>',
      en: 'house rules file (default: totem.config.json in this folder or above, up to the git repository root)',
      es: 'archivo de reglas de la casa (por defecto: totem.config.json en esta carpeta o encima, hasta la raíz del repositorio git)',
    },
    FORMAT,
  ],
  load: () => import('./index.js'),
};
