import { type CommandSpec } from '../shared/flags.js';
import { INIT_WORDS } from './words.js';

export const init: CommandSpec = {
  name: 'init',
  words: INIT_WORDS,
  en: 'start using totem in a deck repo: write totem.config.json (and a GitHub workflow with --ci)',
  es: 'empieza a usar totem en un repositorio de mazos: escribe totem.config.json (y un workflow de GitHub con --ci)',
  options: [
    {
      flags: '--ci',
      en: 'also write .github/workflows/totem.yml, a workflow that checks the decks on pushes and pull requests',
      es: 'escribe también .github/workflows/totem.yml, un workflow que comprueba los mazos en cada push y pull request',
    },
  ],
  load: () => import('./index.js'),
};
