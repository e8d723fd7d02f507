import type { CommandSpec } from '../shared/flags.js';
import { SYNC_WORDS } from './words.js';

export const cardsSync: CommandSpec = {
  name: 'sync',
  words: SYNC_WORDS,
  en: 'download every set and card from the Pokémon TCG API (resumable)',
  es: 'descarga todos los sets y cartas de la API de Pokémon TCG (reanudable)',
  load: () => import('./index.js'),
};
