import { DECKS, EXTRA_TYPES, FORMAT, TOTEM, VARIANTS, type CommandSpec } from '../shared/flags.js';

export const stats: CommandSpec = {
  name: 'stats',
  en: 'deck odds in the Totem Format: opening hand, Prize cards, the Invocation timeline, draws',
  es: 'probabilidades del mazo en el Formato Tótem: mano inicial, cartas de Premio, calendario de Invocación, robos',
  args: [DECKS],
  options: [
    FORMAT,
    TOTEM,
    EXTRA_TYPES,
    {
      flags: '--key <name>',
      en: 'a card name whose Prize and draw odds to show (repeatable)',
      es: 'un nombre de carta cuyas probabilidades de Premio y de robo mostrar (repetible)',
      value: 'repeat',
      default: [],
    },
    {
      flags: '--model <model>',
      en: 'plain (exact) or search (Monte Carlo: also plays Supporters that draw, Items that search Energy)',
      es: 'plain (exacto) o search (Monte Carlo: también juega Partidarios que roban y Objetos que buscan Energía)',
      choices: ['plain', 'search'],
      default: 'plain',
    },
    // No default: without the flag, a deck's totem.config.json may name its variant.
    {
      flags: '--variant <variant>',
      en: 'standard, or tribute (draw 17, keep 7, chosen Prize cards, Tribute Cost); default: the config\'s "variant"',
      es: 'standard, o tribute (roba 17, quédate 7, cartas de Premio elegidas, Coste de Tributo); por defecto: el "variant" de la configuración',
      choices: VARIANTS,
    },
    {
      flags: '--seed <n>',
      en: 'seed of the search model',
      es: 'semilla del modelo de búsqueda',
      value: 'count',
      default: 1,
    },
    {
      flags: '--runs <n>',
      en: 'runs of the search model',
      es: 'partidas del modelo de búsqueda',
      value: 'runs',
      default: 20000,
    },
  ],
  data: true,
  load: () => import('./index.js'),
};
