import { addWords } from '../../model/render-message.js';

/** The words of `cards import`, English (the CLI's message table takes them in) and Spanish. */
export const IMPORT_WORDS = {
  'import-skipped': 'skipped: {issue}',
  'import-more': '… and {count} more',
  imported: 'Imported {cards} cards from {sets} sets in {seconds} s into {store}',
  'import-read-only':
    'the card cache {dir} cannot be written ({code}): a read-only cache gets no import (set TOTEM_CACHE_DIR to a writable folder; a check with --data-dir still reads the dirs, in memory)',
};

addWords('es', 'cli', {
  'import-skipped': 'omitido: {issue}',
  'import-more': '… y {count} más',
  imported: 'Importadas {cards} cartas de {sets} expansiones en {seconds} s en {store}',
  'import-read-only':
    'no se puede escribir en la caché de cartas {dir} ({code}): una caché de solo lectura no recibe importaciones (define TOTEM_CACHE_DIR con una carpeta en la que se pueda escribir; una comprobación con --data-dir sigue leyendo las carpetas, en memoria)',
});
