import type { MessageTable, MessageTemplate } from './engine.js';
import { KEEP_MESSAGES, KEEP_MESSAGES_ES } from './keep-offline-messages.js';

/**
 * The page's own words (scope `web`): what the CLI never says — the list box, the buttons, loading and outage
 * messages. The verdict itself (valid/invalid, stage, Retreat, Invocation Cost, identity, counts, every problem)
 * comes from the CLI's catalogs through the engine, so the page and `totem check` say it in the same words.
 */
export const WEB_MESSAGES: MessageTable = {
  title: 'Totem deck check',
  skip: 'Skip to the list',
  tagline:
    'Checks a Pokémon TCG decklist against the Totem Format on this device: nothing is sent anywhere. After one visit it works offline.',
  'list-label': 'Decklist',
  'list-hint':
    'Paste a list (Pokémon TCG Live, Limitless, or one card a line), drop a file on the box, or open a link someone shared.',
  check: 'Check',
  'open-file': 'Open a file',
  'lang-label': 'Language',
  'variant-label': 'Rules',
  'variant-standard': 'Totem Format',
  'variant-tribute': 'Tribute variant',
  checking: 'Checking…',
  'loading-sets': { one: 'Loading the card data of {count} set…', other: 'Loading the card data of {count} sets…' },
  'empty-list': 'The list is empty: paste a decklist or open a file first.',
  'file-too-large': 'The file {file} is {size} MB; a decklist is at most 1 MB — is it the right file?',
  'file-unreadable': 'The file {file} could not be read; try again, or paste the list instead.',
  'sets-unavailable': {
    one: 'Not checked: this list needs the card data of {count} set ({sets}), which is not on this device yet and could not be fetched. Connect to the internet once, or keep all card data on this device (button above), and check again.',
    other:
      'Not checked: this list needs the card data of {count} sets ({sets}), which are not on this device yet and could not be fetched. Connect to the internet once, or keep all card data on this device (button above), and check again.',
  },
  'sets-damaged': {
    one: 'Not checked: the card data of {count} set ({sets}) kept on this device was damaged, so it was removed, and it could not be fetched again. Connect to the internet once and check again (or press "Keep all card data on this device" again).',
    other:
      'Not checked: the card data of {count} sets ({sets}) kept on this device was damaged, so it was removed, and it could not be fetched again. Connect to the internet once and check again (or press "Keep all card data on this device" again).',
  },
  'panel-unavailable':
    'The card data this needs is not on this device and could not be fetched. Connect to the internet once, or keep all card data on this device (button above), and try again.',
  'pack-unavailable':
    'Not checked: the card data could not be loaded ({error}). Connect to the internet once and check again.',
  'unknown-sets': {
    one: 'The card data of this page is from {date}: {codes} may be a set newer than that. Connect to the internet and reload the page to get the newest card data it has.',
    other:
      'The card data of this page is from {date}: {codes} may be sets newer than that. Connect to the internet and reload the page to get the newest card data it has.',
  },
  'check-failed': 'The check stopped unexpectedly ({error}). The page still works: try again.',
  'download-json': 'Download JSON report',
  'copy-link': 'Copy share link',
  'link-copied': 'Link copied.',
  'link-copy-failed': 'Could not copy: the link is the address of this page.',
  'link-too-long': 'This list is too long to share in a link.',
  'link-too-many-lines':
    'This link holds a text of more than {max} lines, far more than a decklist has: it is not a list the page can check. Paste the list instead.',
  'link-refused':
    'This link holds no list the page can open: it is damaged, or too large (a shared list is at most 32 kB). Paste the list instead.',
  'errors-heading': 'Errors',
  'warnings-heading': 'Warnings',
  'notes-heading': 'Notes',
  'unverified-heading': 'Not verified: no verdict until these lines are',
  'at-line': 'line {line}',
  'whole-deck': 'whole deck',
  'show-line': 'show line {line} in the list',
  'pod-open': 'Pod: decks side by side',
  'pod-title': 'The pod’s decks side by side',
  'pod-input-label': 'Up to 8 share links, one per line (a player’s name may go before the link)',
  'pod-check': 'Check the pod',
  'pod-too-many': 'A pod table holds at most {max} decks, not {count}: split the table.',
  'pod-not-a-link': 'Not a share link: paste the link the page gives after Check.',
  'pod-no-totem': 'no Totem',
  'pod-col-totem': 'Totem',
  'pod-col-verdict': 'Verdict',
  'pod-col-cost': 'Invocation Cost (after 1 KO)',
  'pod-col-basic': 'Basic in opening hand',
  'pod-col-turn4': 'Invoked by turn 4',
  'pod-col-player': 'Player',
  'pod-col-identity': 'Identity',
  'pod-col-prizes': 'Prize cards',
  'pod-add-current': 'Add the list in the box',
  'pod-add-saved': 'Add {name}',
  'pod-me': 'Me',
  'pod-caption': 'Facts and exact odds of each list; no power score.',
  'pod-link-too-long': 'These links are too long to share this pod in one link.',
  'odds-assume': 'These odds assume:',
  'cards-heading': { one: 'Card list ({count} line)', other: 'Card list ({count} lines)' },
  'totem-heading': 'Totem',
  'identity-heading': 'Identity',
  'counts-heading': 'Cards',
  'odds-heading': 'Odds: how soon this deck finds its cards (a guide: they never change the verdict)',
  'image-of': 'Picture of {card}',
  'no-picture': 'No picture (offline or not available)',
  'attack-costs': { one: 'Attack: {costs}', other: 'Attacks: {costs}' },
  'free-attack': 'no Energy',
  close: 'Close',
  'check-time': 'Checked in {ms} ms on this device, with {sets}.',
  'no-sets': 'no card data needed',
  'sets-count': { one: '{count} set', other: '{count} sets' },
  'pack-date': 'Card data from {date}.',
  'offline-ready': 'Ready to work offline.',
  'print-qr': 'Scan to open this list and its verdict on the page.',
  'print-no-qr': 'This list is too long for a QR code: open the page and paste it.',
  ...KEEP_MESSAGES,
};

/** The same words in Spanish, in the rulebook's vocabulary (Tótem, Coste de Invocación, set, carta). */
export const WEB_MESSAGES_ES: Readonly<Record<string, MessageTemplate>> = {
  title: 'Comprobar mazo Tótem',
  skip: 'Saltar a la lista',
  tagline:
    'Comprueba una lista de mazo de JCC Pokémon con el Formato Tótem en este dispositivo: no se envía nada. Tras una visita funciona sin conexión.',
  'list-label': 'Lista del mazo',
  'list-hint':
    'Pega una lista (JCC Pokémon Live, Limitless, o una carta por línea), suelta un archivo en el recuadro o abre un enlace compartido.',
  check: 'Comprobar',
  'open-file': 'Abrir un archivo',
  'lang-label': 'Idioma',
  'variant-label': 'Reglas',
  'variant-standard': 'Formato Tótem',
  'variant-tribute': 'Variante del Tributo',
  checking: 'Comprobando…',
  'loading-sets': {
    one: 'Cargando los datos de cartas de {count} set…',
    other: 'Cargando los datos de cartas de {count} sets…',
  },
  'empty-list': 'La lista está vacía: pega una lista de mazo o abre un archivo primero.',
  'file-too-large':
    'El archivo {file} ocupa {size} MB; una lista de mazo ocupa como máximo 1 MB — ¿es el archivo correcto?',
  'file-unreadable': 'No se pudo leer el archivo {file}; inténtalo de nuevo o pega la lista.',
  'sets-unavailable': {
    one: 'Sin comprobar: esta lista necesita los datos de cartas de {count} set ({sets}), que aún no está en este dispositivo y no se pudo descargar. Conéctate a internet una vez, o guarda todos los datos de cartas en este dispositivo (botón de arriba), y vuelve a comprobar.',
    other:
      'Sin comprobar: esta lista necesita los datos de cartas de {count} sets ({sets}), que aún no están en este dispositivo y no se pudieron descargar. Conéctate a internet una vez, o guarda todos los datos de cartas en este dispositivo (botón de arriba), y vuelve a comprobar.',
  },
  'sets-damaged': {
    one: 'Sin comprobar: los datos de cartas de {count} set ({sets}) guardados en este dispositivo estaban dañados, así que se borraron, y no se pudieron descargar de nuevo. Conéctate a internet una vez y vuelve a comprobar (o vuelve a pulsar «Guardar todos los datos de cartas en este dispositivo»).',
    other:
      'Sin comprobar: los datos de cartas de {count} sets ({sets}) guardados en este dispositivo estaban dañados, así que se borraron, y no se pudieron descargar de nuevo. Conéctate a internet una vez y vuelve a comprobar (o vuelve a pulsar «Guardar todos los datos de cartas en este dispositivo»).',
  },
  'panel-unavailable':
    'Los datos de cartas que esto necesita no están en este dispositivo y no se pudieron descargar. Conéctate a internet una vez, o guarda todos los datos de cartas en este dispositivo (botón de arriba), y vuelve a intentarlo.',
  'pack-unavailable':
    'Sin comprobar: no se pudieron cargar los datos de cartas ({error}). Conéctate a internet una vez y vuelve a comprobar.',
  'unknown-sets': {
    one: 'Los datos de cartas de esta página son del {date}: {codes} puede ser un set más nuevo. Conéctate a internet y recarga la página para tener los datos de cartas más nuevos que tenga.',
    other:
      'Los datos de cartas de esta página son del {date}: {codes} pueden ser sets más nuevos. Conéctate a internet y recarga la página para tener los datos de cartas más nuevos que tenga.',
  },
  'check-failed':
    'La comprobación se detuvo de forma inesperada ({error}). La página sigue funcionando: inténtalo de nuevo.',
  'download-json': 'Descargar informe JSON',
  'copy-link': 'Copiar enlace para compartir',
  'link-copied': 'Enlace copiado.',
  'link-copy-failed': 'No se pudo copiar: el enlace es la dirección de esta página.',
  'link-too-long': 'Esta lista es demasiado larga para compartirla en un enlace.',
  'link-too-many-lines':
    'Este enlace contiene un texto de más de {max} líneas, muchas más de las que tiene una lista de mazo: no es una lista que la página pueda comprobar. Pega la lista.',
  'link-refused':
    'Este enlace no contiene ninguna lista que la página pueda abrir: está dañado, o es demasiado grande (una lista compartida ocupa como mucho 32 kB). Pega la lista.',
  'errors-heading': 'Errores',
  'warnings-heading': 'Avisos',
  'notes-heading': 'Notas',
  'unverified-heading': 'Sin verificar: no hay veredicto hasta que lo estén estas líneas',
  'at-line': 'línea {line}',
  'whole-deck': 'todo el mazo',
  'show-line': 'ver la línea {line} en la lista',
  'pod-open': 'Pod: mazos lado a lado',
  'pod-title': 'Los mazos del pod lado a lado',
  'pod-input-label': 'Hasta 8 enlaces compartidos, uno por línea (el nombre del jugador puede ir antes del enlace)',
  'pod-check': 'Comprobar el pod',
  'pod-too-many': 'Una mesa de pod tiene como máximo {max} mazos, no {count}: divide la mesa.',
  'pod-not-a-link': 'No es un enlace compartido: pega el enlace que da la página tras Comprobar.',
  'pod-no-totem': 'sin Tótem',
  'pod-col-totem': 'Tótem',
  'pod-col-verdict': 'Veredicto',
  'pod-col-cost': 'Coste de Invocación (tras 1 Fuera de Combate)',
  'pod-col-basic': 'Básico en la mano inicial',
  'pod-col-turn4': 'Invocado en el turno 4',
  'pod-col-player': 'Jugador',
  'pod-col-identity': 'Identidad',
  'pod-col-prizes': 'Cartas de Premio',
  'pod-add-current': 'Añadir la lista del cuadro',
  'pod-add-saved': 'Añadir {name}',
  'pod-me': 'Yo',
  'pod-caption': 'Hechos y probabilidades exactas de cada lista; ninguna puntuación de poder.',
  'pod-link-too-long': 'Estos enlaces son demasiado largos para compartir este pod en un solo enlace.',
  'odds-assume': 'Estas probabilidades suponen:',
  'cards-heading': { one: 'Lista de cartas ({count} línea)', other: 'Lista de cartas ({count} líneas)' },
  'totem-heading': 'Tótem',
  'identity-heading': 'Identidad',
  'counts-heading': 'Cartas',
  'odds-heading': 'Probabilidades: cuándo encuentra este mazo sus cartas (orientativas: nunca cambian el veredicto)',
  'image-of': 'Imagen de {card}',
  'no-picture': 'Sin imagen (sin conexión o no disponible)',
  'attack-costs': { one: 'Ataque: {costs}', other: 'Ataques: {costs}' },
  'free-attack': 'sin Energía',
  close: 'Cerrar',
  'check-time': 'Comprobado en {ms} ms en este dispositivo, con {sets}.',
  'no-sets': 'ningún dato de cartas',
  'sets-count': { one: '{count} set', other: '{count} sets' },
  'pack-date': 'Datos de cartas del {date}.',
  'offline-ready': 'Lista para funcionar sin conexión.',
  'print-qr': 'Escanea para abrir esta lista y su veredicto en la página.',
  'print-no-qr': 'Esta lista es demasiado larga para un código QR: abre la página y pégala.',
  ...KEEP_MESSAGES_ES,
};
