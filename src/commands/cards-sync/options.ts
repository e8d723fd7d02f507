import type { CommandSpec } from '../shared/flags.js';

export const cardsSync: CommandSpec = {
  name: 'sync',
  en: 'download every set and card from the Pokémon TCG API (resumable)',
  es: 'descarga todos los sets y cartas de la API de Pokémon TCG (reanudable)',
  load: () => import('./index.js'),
};
