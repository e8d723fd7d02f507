import type { MessageTable, MessageTemplate } from '../../src/lib/browser.js';

// The words of "keep all card data on this device" (keep-offline.ts), in a table of their own beside the page's
// (messages.ts spreads them in). Spanish in the rulebook's vocabulary: "datos de cartas", "set", "dispositivo".

export const KEEP_MESSAGES: MessageTable = {
  'keep-offline': 'Keep all card data on this device',
  'keep-offline-hint':
    'Stores the card data of every set on this device (a few MB), so any list checks with no connection.',
  'keep-offline-working': 'Storing the card data: {stored} of {total} sets ({size} MB)…',
  'keep-offline-partial':
    'Stored {stored} of {total} sets ({size} MB); the rest could not be fetched or stored. Connect to the internet and press the button again: it fetches only what is missing.',
  'keep-offline-done': 'All card data is on this device: {total} sets, {size} MB. Any list checks offline.',
  'keep-offline-updated':
    'This page has newer card data since your last visit, and it is on this device too: {total} sets, {size} MB. Any list checks offline.',
  'keep-offline-no-index': 'The list of sets could not be fetched. Connect to the internet and press the button again.',
  'keep-offline-clear': 'Clear stored card data',
  'keep-offline-cleared': 'The stored card data was removed from this device.',
  'keep-offline-persisted': 'The browser keeps it until you clear it (persistent storage granted).',
  'keep-offline-not-persisted':
    'The browser may remove it if the device runs short of space (persistent storage not granted).',
};

export const KEEP_MESSAGES_ES: Readonly<Record<string, MessageTemplate>> = {
  'keep-offline': 'Guardar todos los datos de cartas en este dispositivo',
  'keep-offline-hint':
    'Guarda los datos de cartas de todos los sets en este dispositivo (unos pocos MB), para comprobar cualquier lista sin conexión.',
  'keep-offline-working': 'Guardando los datos de cartas: {stored} de {total} sets ({size} MB)…',
  'keep-offline-partial':
    'Guardados {stored} de {total} sets ({size} MB); el resto no se pudo descargar ni guardar. Conéctate a internet y vuelve a pulsar el botón: solo descarga lo que falta.',
  'keep-offline-done':
    'Todos los datos de cartas están en este dispositivo: {total} sets, {size} MB. Cualquier lista se comprueba sin conexión.',
  'keep-offline-updated':
    'Esta página tiene datos de cartas más recientes desde tu última visita, y también están en este dispositivo: {total} sets, {size} MB. Cualquier lista se comprueba sin conexión.',
  'keep-offline-no-index': 'No se pudo descargar la lista de sets. Conéctate a internet y vuelve a pulsar el botón.',
  'keep-offline-clear': 'Borrar los datos de cartas guardados',
  'keep-offline-cleared': 'Los datos de cartas guardados se borraron de este dispositivo.',
  'keep-offline-persisted': 'El navegador los conserva hasta que los borres (almacenamiento persistente concedido).',
  'keep-offline-not-persisted':
    'El navegador puede borrarlos si el dispositivo se queda sin espacio (almacenamiento persistente no concedido).',
};
