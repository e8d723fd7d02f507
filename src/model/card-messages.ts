import { nested, type MessageData, type MessageTable } from './message.js';
import { Notice, type NoticeData } from './notice.js';
import { errorOf, type ErrorKind, type TotemError } from './errors.js';
import { wordsOf } from './render-message.js';

/**
 * What the card layer tells the user — its errors (bad data dirs, failed APIs) and its warnings (the card packs,
 * the APIs) — as messages, so that the CLI shows them in the chosen language (Spanish: at the end of this file).
 */
export const CARD_MESSAGES = {
  // data dirs
  'no-such-data-dir': '{dir}: no such folder; a data dir is a pokemon-tcg-data or tcgdex/cards-database checkout',
  'not-a-data-dir':
    '{dir} is neither a pokemon-tcg-data checkout (sets/en.json, cards/en/*.json) nor a tcgdex/cards-database checkout (data/, interfaces.d.ts)',
  'no-such-dataset': '{dir}: no such folder; --data-dir / TOTEM_DATA_DIR must name a pokemon-tcg-data checkout',
  'not-a-dataset': '{dir} is not a pokemon-tcg-data checkout (expected sets/en.json and cards/en/*.json)',
  'dataset-file-unreadable':
    '{file} cannot be read ({detail}): a file cut short or damaged? Nothing was imported and the card cache was left as it was; restore the file (git checkout, or copy the dataset again) and run again',
  'dataset-file-too-large':
    '{file} is {megabytes} MB, over the {max} MB a dataset file may have: nothing was imported and the card cache was left as it was',
  'dataset-link-outside':
    '{file} is a link to a file outside the checkout {dir}, which totem does not follow: nothing was imported and the card cache was left as it was',
  'dataset-set-file-missing':
    '{file}, the cards of set {set} that sets/en.json lists, is missing or not a regular file: nothing was imported and the card cache was left as it was; restore the file (git checkout, or copy the dataset again) and run again',
  'dataset-not-regular': 'not a regular file',
  'dataset-json': 'not valid JSON',
  'dataset-json-at': 'not valid JSON at character {position}',
  'dataset-not-array': 'not a JSON array',
  'no-such-checkout': '{dir}: no such folder; expected a tcgdex/cards-database checkout',
  'not-a-checkout':
    '{dir} is not a tcgdex/cards-database checkout (expected data/<Serie>.ts with data/<Serie>/ beside it, and interfaces.d.ts or meta/)',
  'no-cards-read': '{dirs}: no cards could be read, so the card cache was left as it was ({issue})',
  'no-card-files': 'no card files',
  'half-checkout':
    '{dirs} holds {cards} cards where the last pack of them in the card cache holds {before}: a half checkout? The cache was left as it was; run `totem cards import --force DIR` to replace it',
  // APIs
  'pokemontcg-failed': 'the Pokémon TCG API at {url} failed: {detail}',
  'pokemontcg-unreachable': 'the Pokémon TCG API at {url} could not be reached: {detail}',
  'tcgdex-unreachable': 'the TCGdex API at {url} could not be reached: {detail}',
  'api-no-host': 'no such host ({code})',
  'api-refused': 'connection refused ({code})',
  'api-network-failed': 'network error ({message})',
  'api-redirect':
    "HTTP {status}, a redirect{where} that totem does not follow (the API key goes to TOTEM_API_URL only; set it to the API's address)",
  'api-redirect-to': ' to {origin}',
  'api-timed-out': 'the request timed out',
  'api-too-slow': 'the response took longer than {seconds}',
  'api-too-large': 'the response was larger than {megabytes}',
  'api-network-error': 'network error {code}',
  'api-unknown-error': 'unknown error',
  'api-gave-up': '{detail}; gave up after {seconds}',
  'api-budget':
    'the network budget of this run ({seconds}) is spent{after} (--network-budget or TOTEM_NETWORK_BUDGET sets it)',
  'api-budget-after': ', after: {detail}',
  'api-malformed': 'the API answered with a malformed body',
  'tcgdex-failed': 'the TCGdex API at {url} failed on {endpoint}: {detail}',
  'tcgdex-redirect':
    "HTTP {status}, a redirect{where} that totem does not follow (set TOTEM_TCGDEX_URL to the API's address)",
  'tcgdex-wrong-type': 'the answer is {type}, not JSON',
  'tcgdex-not-json': 'the answer is not JSON (garbage or cut short)',
  'tcgdex-wrong-shape': 'the answer has the wrong shape: {problem}',
  'tcgdex-too-large-declared': 'the answer is {bytes} bytes, over the {max}-byte limit',
  'tcgdex-too-large': 'the answer passed the {max}-byte limit',
  'tcgdex-no-answer': 'no answer within {ms} ms',
  'tcgdex-no-time': '{detail}; no time left to retry within {ms} ms',
  'tcgdex-url-not-url': 'TOTEM_TCGDEX_URL is not a URL: {url}',
  'tcgdex-url-protocol': 'TOTEM_TCGDEX_URL must be an http(s) URL, not {protocol}',
  'tcgdex-address-not-url': 'the TCGdex API address is not a URL: {url}',
  'network-budget':
    'the network budget must be a number of seconds above 0 and at most 86400 (24 hours) (--network-budget, TOTEM_NETWORK_BUDGET), not "{value}"',
  'tcgdex-no-canary': 'the set list is empty or incomplete (it lacks Scarlet & Violet, SVI)',
  'tcgdex-known-set-missing': 'a set TCGdex has is missing from the answer (an empty or incomplete answer)',
  'pokemontcg-no-sets': 'the set list is empty (an incomplete answer)',
  'api-wrong-type': 'the API answered with content type {type}, not JSON',
  'api-pokemontcg': 'the Pokémon TCG API',
  'api-tcgdex': 'the TCGdex API',
  'api-down-store': {
    one: '{error}; checking with the {count} card of the local card packs',
    other: '{error}; checking with the {count} cards of the local card packs',
  },
  'api-down-asking': '{error}; asking {next} instead',
  'api-down': '{error}',
  // no card here at all, and every card API failed: what failed, and what to do
  'no-data-unreachable':
    'no card data: there is no card pack and the card cache {store} is empty, and {apis} could not be reached — {why}. Connect to the internet and run again, or point --data-dir / TOTEM_DATA_DIR at a pokemon-tcg-data or tcgdex/cards-database checkout',
  'no-data-api-failed':
    'no card data: there is no card pack and the card cache {store} is empty, and {apis} failed — {why}. Run again later (--network-budget gives the APIs more time), or point --data-dir / TOTEM_DATA_DIR at a pokemon-tcg-data or tcgdex/cards-database checkout',
  'api-failure-of': '{url}: {detail}',
  'skipped-api-card': 'skipped a card from the API: {issues}',
  'api-card-issues': 'card {id} from the API: {issues}',
  'skipped-tcgdex-card': 'skipped a card from TCGdex ({id}): {issues}',
  'tcgdex-card-issues': 'card {id} from TCGdex ({entry}): {issues}',
  'tcgdex-warned': {
    one: '{count} card from TCGdex came with data warnings (kept)',
    other: '{count} cards from TCGdex came with data warnings (kept)',
  },
  // the overlay
  'store-no-download': 'the card cache {store} cannot be written: cards missing from it are not downloaded this run',
  // the cache: the data dirs' packs and the overlay of API answers (src/cards/cache/)
  'cache-file-damaged':
    '{file} in the card cache was damaged or edited: set aside as {aside}; its cards are fetched again when needed',
  'card-files-unread': 'the damaged card cache files {files}',
  'cache-pack-damaged':
    'the card pack built from the data dirs ({dir}) was damaged or edited: set aside as {aside} and built again',
  'cache-read-only':
    'the card cache {dir} cannot be written ({code}): the data dirs are read into memory for this run only, nothing is kept (set TOTEM_CACHE_DIR to a writable folder)',
  'cache-not-written':
    'the card cache {dir} cannot be written ({code}: the disk is full or read-only?): the cards fetched this run are not kept',
  // the card pack
  'pack-age':
    'card data: the card pack of this totem, newest set {set} ({date}); a card of a newer set needs the TCGdex API (run without --offline, or `totem cards sync`) or a newer totem (`npm update -g totem-deck`)',
  'data-old':
    'the card data is {days} days old (its newest set was released {date}): `npm update -g totem-deck` (or `totem cards sync`) brings newer cards',
  'data-date': 'card data: {set}, released {date}',
  'data-none': 'card data: no card pack (TOTEM_PACK_DIR=off, or a clone where none was built)',
  'data-issue': 'data: {issue}',
  'data-more': { one: 'data: … and {count} more record skipped', other: 'data: … and {count} more records skipped' },
} satisfies MessageTable;

export const cardNotice = (id: string, data: NoticeData = {}): Notice => new Notice(CARD_MESSAGES, 'cards', id, data);

/** An error of the card layer, in the user's language when the CLI shows it. */
export const cardError = <E extends TotemError>(Kind: ErrorKind<E>, id: string, data: MessageData = {}): E =>
  errorOf(Kind, id, data, CARD_MESSAGES, 'cards');

/** A clause of this table, nested in another message ("no card files"). */
export const clause = nested;

// The card layer's words in Spanish: the rulebook's (carta de Premio, Fase) and the official cards' vocabulary.
wordsOf('cards', CARD_MESSAGES, {
  'no-such-data-dir':
    '{dir}: no existe esa carpeta; una carpeta de datos es una copia de pokemon-tcg-data o tcgdex/cards-database',
  'not-a-data-dir':
    '{dir} no es una copia de pokemon-tcg-data (sets/en.json, cards/en/*.json) ni de tcgdex/cards-database (data/, interfaces.d.ts)',
  'no-such-dataset':
    '{dir}: no existe esa carpeta; --data-dir / TOTEM_DATA_DIR debe nombrar una copia de pokemon-tcg-data',
  'not-a-dataset': '{dir} no es una copia de pokemon-tcg-data (se esperaban sets/en.json y cards/en/*.json)',
  'dataset-file-unreadable':
    'no se puede leer {file} ({detail}): ¿un archivo cortado o dañado? No se importó nada y la caché de cartas quedó como estaba; restaura el archivo (git checkout, o copia de nuevo el conjunto de datos) y vuelve a ejecutar',
  'dataset-file-too-large':
    '{file} tiene {megabytes} MB, más de los {max} MB que puede tener un archivo de datos: no se importó nada y la caché de cartas quedó como estaba',
  'dataset-link-outside':
    '{file} es un enlace a un archivo fuera de la copia {dir}, que totem no sigue: no se importó nada y la caché de cartas quedó como estaba',
  'dataset-set-file-missing':
    '{file}, las cartas de la expansión {set} que enumera sets/en.json, falta o no es un archivo normal: no se importó nada y la caché de cartas quedó como estaba; restaura el archivo (git checkout, o copia de nuevo el conjunto de datos) y vuelve a ejecutar',
  'dataset-not-regular': 'no es un archivo normal',
  'dataset-json': 'JSON no válido',
  'dataset-json-at': 'JSON no válido en el carácter {position}',
  'dataset-not-array': 'no es un array JSON',
  'no-such-checkout': '{dir}: no existe esa carpeta; se esperaba una copia de tcgdex/cards-database',
  'not-a-checkout':
    '{dir} no es una copia de tcgdex/cards-database (se esperaba data/<Serie>.ts con data/<Serie>/ al lado, e interfaces.d.ts o meta/)',
  'no-cards-read':
    '{dirs}: no se ha podido leer ninguna carta, así que la caché de cartas se ha dejado como estaba ({issue})',
  'no-card-files': 'ningún archivo de cartas',
  'half-checkout':
    '{dirs} contiene {cards} cartas y el último paquete de ellas en la caché de cartas tiene {before}: ¿una copia a medias? La caché se ha dejado como estaba; ejecuta `totem cards import --force DIR` para reemplazarlo',
  'pokemontcg-failed': 'la API de Pokémon TCG en {url} ha fallado: {detail}',
  'pokemontcg-unreachable': 'no se ha podido conectar con la API de Pokémon TCG en {url}: {detail}',
  'tcgdex-unreachable': 'no se ha podido conectar con la API de TCGdex en {url}: {detail}',
  'api-no-host': 'no se encuentra el servidor ({code})',
  'api-refused': 'conexión rechazada ({code})',
  'api-network-failed': 'error de red ({message})',
  'api-redirect':
    'HTTP {status}, una redirección{where} que totem no sigue (la clave de la API solo va a TOTEM_API_URL; pon en ella la dirección de la API)',
  'api-redirect-to': ' a {origin}',
  'api-timed-out': 'la petición ha superado el tiempo de espera',
  'api-too-slow': 'la respuesta ha tardado más de {seconds}',
  'api-too-large': 'la respuesta ocupa más de {megabytes}',
  'api-network-error': 'error de red {code}',
  'api-unknown-error': 'error desconocido',
  'api-gave-up': '{detail}; se abandona tras {seconds}',
  'api-budget':
    'el presupuesto de red de esta ejecución ({seconds}) se agotó{after} (lo fijan --network-budget o TOTEM_NETWORK_BUDGET)',
  'api-budget-after': ', tras: {detail}',
  'api-malformed': 'la API ha respondido con un cuerpo mal formado',
  'tcgdex-failed': 'la API de TCGdex en {url} ha fallado en {endpoint}: {detail}',
  'tcgdex-redirect':
    'HTTP {status}, una redirección{where} que totem no sigue (pon en TOTEM_TCGDEX_URL la dirección de la API)',
  'tcgdex-wrong-type': 'la respuesta es {type}, no JSON',
  'tcgdex-not-json': 'la respuesta no es JSON (basura o cortada)',
  'tcgdex-wrong-shape': 'la respuesta no tiene la forma esperada: {problem}',
  'tcgdex-too-large-declared': 'la respuesta ocupa {bytes} bytes, más del límite de {max} bytes',
  'tcgdex-too-large': 'la respuesta ha superado el límite de {max} bytes',
  'tcgdex-no-answer': 'sin respuesta en {ms} ms',
  'tcgdex-no-time': '{detail}; no queda tiempo para reintentar en {ms} ms',
  'tcgdex-url-not-url': 'TOTEM_TCGDEX_URL no es una URL: {url}',
  'tcgdex-url-protocol': 'TOTEM_TCGDEX_URL debe ser una URL http(s), no {protocol}',
  'tcgdex-address-not-url': 'la dirección de la API de TCGdex no es una URL: {url}',
  'network-budget':
    'el presupuesto de red debe ser un número de segundos mayor que 0 y de como mucho 86400 (24 horas) (--network-budget, TOTEM_NETWORK_BUDGET), no "{value}"',
  'tcgdex-no-canary': 'la lista de sets está vacía o incompleta (le falta Escarlata y Púrpura, SVI)',
  'tcgdex-known-set-missing': 'falta en la respuesta un set que TCGdex tiene (una respuesta vacía o incompleta)',
  'pokemontcg-no-sets': 'la lista de sets está vacía (una respuesta incompleta)',
  'api-wrong-type': 'la API respondió con el tipo de contenido {type}, no JSON',
  'api-pokemontcg': 'la API de Pokémon TCG',
  'api-tcgdex': 'la API de TCGdex',
  'api-down-store': {
    one: '{error}; se comprueba con la {count} carta de los paquetes de cartas locales',
    other: '{error}; se comprueba con las {count} cartas de los paquetes de cartas locales',
  },
  'api-down-asking': '{error}; se pregunta a {next} en su lugar',
  'api-down': '{error}',
  'no-data-unreachable':
    'no hay datos de cartas: no hay paquete de cartas y la caché de cartas {store} está vacía, y no se ha podido conectar con {apis} — {why}. Conéctate a internet y vuelve a ejecutar, o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
  'no-data-api-failed': {
    one: 'no hay datos de cartas: no hay paquete de cartas y la caché de cartas {store} está vacía, y {apis} ha fallado — {why}. Vuelve a ejecutar más tarde (--network-budget da más tiempo a las API), o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
    other:
      'no hay datos de cartas: no hay paquete de cartas y la caché de cartas {store} está vacía, y {apis} han fallado — {why}. Vuelve a ejecutar más tarde (--network-budget da más tiempo a las API), o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
  },
  'api-failure-of': '{url}: {detail}',
  'skipped-api-card': 'se ha omitido una carta de la API: {issues}',
  'api-card-issues': 'carta {id} de la API: {issues}',
  'skipped-tcgdex-card': 'se ha omitido una carta de TCGdex ({id}): {issues}',
  'tcgdex-card-issues': 'carta {id} de TCGdex ({entry}): {issues}',
  'tcgdex-warned': {
    one: '{count} carta de TCGdex ha llegado con avisos sobre sus datos (se conserva)',
    other: '{count} cartas de TCGdex han llegado con avisos sobre sus datos (se conservan)',
  },
  'store-no-download':
    'no se puede escribir en la caché de cartas {store}: las cartas que le faltan no se descargan en esta ejecución',
  'pack-age':
    'datos de cartas: el paquete de cartas de este totem, con la expansión más reciente {set} ({date}); una carta de una expansión más nueva necesita la API de TCGdex (ejecuta sin --offline, o `totem cards sync`) o un totem más reciente (`npm update -g totem-deck`)',
  'data-old':
    'los datos de cartas tienen {days} días (su expansión más reciente salió el {date}): `npm update -g totem-deck` (o `totem cards sync`) trae cartas más nuevas',
  'data-date': 'datos de cartas: {set}, publicada el {date}',
  'data-none': 'datos de cartas: ningún paquete de cartas (TOTEM_PACK_DIR=off, o una copia en la que no se construyó)',
  'data-issue': 'datos: {issue}',
  'data-more': {
    one: 'datos: … y {count} registro más omitido',
    other: 'datos: … y {count} registros más omitidos',
  },
  'cache-file-damaged':
    '{file} en la caché de cartas estaba dañado o editado: se ha apartado como {aside}; sus cartas se vuelven a descargar cuando hagan falta',
  'card-files-unread': 'los archivos dañados de la caché de cartas {files}',
  'cache-pack-damaged':
    'el paquete de cartas construido con las carpetas de datos ({dir}) estaba dañado o editado: se ha apartado como {aside} y se construye de nuevo',
  'cache-read-only':
    'no se puede escribir en la caché de cartas {dir} ({code}): las carpetas de datos se leen en memoria solo para esta ejecución y no se guarda nada (define TOTEM_CACHE_DIR con una carpeta en la que se pueda escribir)',
  'cache-not-written':
    'no se puede escribir en la caché de cartas {dir} ({code}: ¿el disco está lleno o es de solo lectura?): las cartas descargadas en esta ejecución no se guardan',
});
