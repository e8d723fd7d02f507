import { EXTRA_TYPES, TOTEM, VARIANT, type CommandSpec } from '../shared/flags.js';
import { CHECK_WORDS } from './words.js';

/** `totem check`: its flags as data (the CLI builds them; src/commands/registry.ts lists it). */
export const check: CommandSpec = {
  name: 'check',
  words: CHECK_WORDS,
  en: 'check decklists: files, folders (*.txt, *.deck, *.json), globs, or - for stdin',
  es: 'comprueba listas de mazo: archivos, carpetas (*.txt, *.deck, *.json), globs, o - para stdin',
  args: [{ name: '[paths...]', en: 'decks to check', es: 'mazos que comprobar', default: [] }],
  options: [
    {
      flags: '--format <format>',
      en: 'output format',
      es: 'formato de salida',
      value: 'report-format',
      default: 'text',
    },
    TOTEM,
    EXTRA_TYPES,
    VARIANT,
    {
      flags: '--config <file>',
      en: 'house rules file (default: totem.config.json above each deck, up to the git repository root)',
      es: 'archivo de reglas de la casa (por defecto: totem.config.json encima de cada mazo, hasta la raíz del repositorio git)',
    },
    { flags: '--quiet', en: 'report errors only', es: 'informa solo de los errores' },
    {
      flags: '--max-warnings <n>',
      en: 'fail when there are more warnings than this',
      es: 'falla cuando haya más avisos que este número',
      value: 'count',
    },
    {
      flags: '--ignore-pattern <pattern>',
      en: 'leave out files and folders matching this .gitignore-style pattern (repeatable)',
      es: 'deja fuera los archivos y carpetas que coincidan con este patrón estilo .gitignore (repetible)',
      value: 'repeat',
      default: [],
    },
    {
      flags: '--staged',
      en: 'check the staged (git index) content of staged deck files: for pre-commit hooks',
      es: 'comprueba el contenido preparado (índice de git) de los mazos preparados: para hooks de pre-commit',
    },
    {
      flags: '--verbose',
      en: 'list the files skipped as not decklists and the house rules file of each deck (on stderr)',
      es: 'enumera los archivos omitidos por no ser listas de mazo y el archivo de reglas de la casa de cada mazo (en stderr)',
    },
    {
      flags: '--fix',
      en: "apply the repairs that are certainly right (section and total counts, a card's lines merged) to the files, in place, then report; suggestions are never applied",
      es: 'aplica a los archivos, en su sitio, las reparaciones seguras (totales de sección y de cartas, las líneas de una carta unidas) y luego informa; las sugerencias nunca se aplican',
    },
    {
      flags: '--fix-dry-run',
      en: 'print what --fix would change, as a unified diff, then the report of the fixed lists; writes nothing',
      es: 'imprime lo que cambiaría --fix, como diff unificado, y luego el informe de las listas reparadas; no escribe nada',
    },
    {
      flags: '--jobs <n>',
      en: 'check the decks on this many threads (default: one per core, one for fewer than 3,000 files; 0: one per idle core)',
      es: 'comprueba los mazos en este número de hilos (por defecto: uno por núcleo, uno con menos de 3.000 archivos; 0: uno por núcleo libre)',
      value: 'count',
    },
    {
      flags: '-o, --output-file <file>',
      en: 'write the report to this file instead of standard output',
      es: 'escribe el informe en este archivo en lugar de la salida estándar',
    },
  ],
  data: true,
  load: () => import('./index.js'),
};
