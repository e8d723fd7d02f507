import { addWords } from '../../model/render-message.js';

/** The words of `cards sync`, English (the CLI's message table takes them in) and Spanish. */
export const SYNC_WORDS = {
  'sync-bar': '{bar} {done}/{total} sets ({set})',
  'sync-progress': 'synced {done}/{total} sets (last: {set})',
  'sync-api-down': {
    one: '{error}; the card cache keeps its {count} card ({store})',
    other: '{error}; the card cache keeps its {count} cards ({store})',
  },
  synced:
    'Synced {sets} sets ({skipped} already complete), {cards} cards fetched; the card cache has {count} cards at {store}',
  'sync-read-only':
    'the card cache {dir} cannot be written: a read-only cache gets no download (set TOTEM_CACHE_DIR to a writable folder; checks still read the card pack and what is cached)',
};

addWords('es', 'cli', {
  'sync-bar': '{bar} {done}/{total} expansiones ({set})',
  'sync-progress': 'sincronizadas {done}/{total} expansiones (última: {set})',
  'sync-api-down': {
    one: '{error}; la caché de cartas conserva su {count} carta ({store})',
    other: '{error}; la caché de cartas conserva sus {count} cartas ({store})',
  },
  synced:
    'Sincronizadas {sets} expansiones ({skipped} ya completas), {cards} cartas descargadas; la caché de cartas tiene {count} cartas en {store}',
  'sync-read-only':
    'no se puede escribir en la caché de cartas {dir}: una caché de solo lectura no recibe descargas (define TOTEM_CACHE_DIR con una carpeta en la que se pueda escribir; las comprobaciones siguen leyendo el paquete de cartas y lo que haya en la caché)',
});
