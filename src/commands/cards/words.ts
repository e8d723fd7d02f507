import { addWords } from '../../model/render-message.js';

/** The words of `cards status`, English (the CLI's message table takes them in) and Spanish. */
export const STATUS_WORDS = {
  'newer-sets':
    'TCGdex lists sets this card data lacks: {sets}; `totem cards sync` brings them, or update totem (`npm update -g totem-deck`)',
};

addWords('es', 'cli', {
  'newer-sets':
    'TCGdex tiene expansiones que faltan en estos datos de cartas: {sets}; `totem cards sync` las trae, o actualiza totem (`npm update -g totem-deck`)',
});
