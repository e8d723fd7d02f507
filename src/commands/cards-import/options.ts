import type { CommandSpec } from '../shared/flags.js';
import { IMPORT_WORDS } from './words.js';

export const cardsImport: CommandSpec = {
  name: 'import',
  words: IMPORT_WORDS,
  en: 'build the card pack of pokemon-tcg-data and/or tcgdex/cards-database checkouts into the cache (what --data-dir reads)',
  es: 'construye en la caché el paquete de cartas de copias de pokemon-tcg-data y/o tcgdex/cards-database (el que lee --data-dir)',
  args: [{ name: '<dirs...>' }],
  options: [
    {
      flags: '--force',
      en: 'replace the pack even when the checkouts hold far fewer cards than the last one',
      es: 'reemplaza el paquete aunque las copias tengan muchas menos cartas que el anterior',
    },
  ],
  load: () => import('./index.js'),
};
