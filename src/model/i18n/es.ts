import type { MessageTemplate } from '../message.js';
import { ES_NIGHT } from './es-night.js';

/**
 * The shared messages in Spanish, keyed "<scope>/<id>": `common`, `notes`, `report` (the formatters), `cli`, `help`
 * and `errors`; a rule's words are in its folder (`src/rules/<id>/words.ts`). The words are the Totem rulebook's own (identidad de tipos, Coste de Invocación,
 * Zona del Tótem, Fuera de Combate) and the official Spanish card vocabulary.
 */
export const ES_CATALOG: Readonly<Record<string, MessageTemplate>> = {
  // common clauses
  'common/source-totem-type': '{type} (tipo del Tótem)',
  'common/source-attack': '{type} (ataque {attack})',
  'common/source-retreat': '{type} (Coste de Retirada {retreat})',
  'common/source-extra-declared': '{type} (tipo extra, declarado)',
  'common/source-extra-inferred': '{type} (tipo extra, deducido del mazo)',
  'common/source-extra-inferred-at': '{type} (tipo extra, deducido del mazo, primero en la línea {line})',
  'common/free-slots': { one: '{count} hueco de tipo extra libre', other: '{count} huecos de tipo extra libres' },
  'common/language-chinese': 'chino',
  'common/language-japanese': 'japonés',
  'common/language-korean': 'coreano',
  'common/language-thai': 'tailandés',
  'common/at-line': 'línea {line}',
  'common/at-option': '--totem',
  'common/version': '{card} ({printings}{more})',
  'common/version-hp': '{card} {hp} PS ({printings}{more})',
  'common/versions-then': '{first}; {rest}',
  'common/versions-more': { one: 'y {count} más', other: 'y {count} más' },
  'common/stage-0': 'Básico',
  'common/stage-1': 'Fase 1',
  'common/stage-2': 'Fase 2',
  'common/stage-3': 'Fase 3',
  'common/supertype-Pokémon': 'Pokémon',
  'common/supertype-Trainer': 'Entrenador',
  'common/supertype-Energy': 'Energía',
  'common/a-supertype-Pokémon': 'Pokémon',
  'common/a-supertype-Trainer': 'Entrenador',
  'common/a-supertype-Energy': 'Energía',
  'common/elig-not-pokemon': '{name} es una carta de {supertype}, no un Pokémon',
  'common/elig-rule-box': 'Rule Box: {boxes}',
  'common/elig-shining': 'Pokémon Shining con la regla de 1 por mazo',
  'common/elig-no-rule-box': '{name} no tiene Rule Box',
  'common/elig-no-rule-box-kinds': '{name} no tiene Rule Box ({kinds} no es una Rule Box)',
  'common/elig-tribute-pokemon': '{name} es un Pokémon: en la variante del Tributo cualquier Pokémon puede ser Tótem',
  'common/stage-above': '{label} de un Pokémon {stage} ({base})',
  'common/stage-above-unknown': '{label} de {base}, cuya Fase normal se desconoce',
  'common/stage-legend': 'los Pokémon LEGEND cuentan como Básicos',
  'common/stage-vunion': 'los Pokémon V-UNION cuentan como Fase 2',
  'common/stage-vmax': 'los VMAX evolucionan de un Pokémon V Básico: Fase 1',
  'common/stage-vstar': 'los VSTAR evolucionan de un Pokémon V Básico: Fase 1',
  'common/stage-no-stage': '{name} no tiene Fase impresa',
  'common/stage-printed': 'Fase impresa: {stage}',
  'common/stage-mega-modern': 'Mega Pokémon ex, Fase impresa: {stage}',
  'common/energy-override': 'data/special-energy.json',
  'common/energy-every-basic': 'cuenta como todos los tipos de Energía Básica',
  'common/energy-every-type': 'puede proporcionar Energía de todos los tipos, Incolora incluida',
  'common/energy-colorless': 'puede proporcionar Energía Incolora',
  'common/energy-provides': 'proporciona Energía {types}',
  'common/energy-unknown': 'no se pudo leer ningún tipo en el texto de la carta',
  'common/note-break-retreat':
    'un BREAK no tiene Coste de Retirada impreso y un Tótem no tiene Evolución anterior de la que conservarlo: Coste de Retirada 0',
  'common/note-lvx-retreat': 'LV.X: se usa el Coste de Retirada impreso',
  'common/note-stage-unknown': 'Fase desconocida: {reason}; añádela a data/species-stages.json',
  'common/tribute-discard': '{kind}: descarta {count}',
  'common/tribute-read-as': '{kind} leído como {stage}: descarta {count} (interpretación)',
  'common/tribute-unknown': 'Fase desconocida',

  // notes
  'notes/wording-differs': 'las impresiones de {name} difieren en el texto; se juzga la más reciente, {printing}',
  'notes/totem-taken': 'el Tótem {card} se ha tomado de la línea {line}',
  'notes/title': 'se ha tomado "{title}" como nombre del mazo, no como carta',
  'notes/basic-energy': '"{written}" no nombra ninguna carta de los datos de cartas; se lee como {card}',
  'notes/name-not-checked':
    'nombre no comprobado: los datos de cartas no tienen nombres en {language}; se lee "{written}" como {card}',
  'notes/promo-printing': '{printing} es otra carta; se lee como la promo de la serie {card}',
  'notes/read-by-name':
    '{printing} es una numeración propia de un cliente, no una impresión; encontrada por el nombre: {card}',

  // report formatters
  'report/valid': '✔ válido',
  'report/invalid': '✖ no válido',
  'report/errors': { one: '{count} error', other: '{count} errores' },
  'report/warnings': { one: '{count} aviso', other: '{count} avisos' },
  'report/stage-unknown': 'Fase desconocida',
  'report/stage': '{stage} (valor de Fase {value})',
  'report/totem-label': 'Tótem',
  'report/identity-label': 'Identidad',
  'report/cards-label': 'Cartas',
  'report/note-label': 'nota',
  'report/not-a-totem': 'no puede ser Tótem: {reason}',
  'report/cost-line': '{stage} · Coste de Retirada {retreat} · Coste de Invocación {cost} · {prizes}',
  'report/cost-line-tribute': '{stage} · Coste de Tributo {cost} · {prizes} · variante del Tributo',
  'report/prizes': { one: '{count} carta de Premio', other: '{count} cartas de Premio' },
  'report/extra-slots': { one: '{count} tipo extra', other: '{count} tipos extra' },
  'report/slots-used': ' (usados: {used}, libres: {free})',
  'report/counts': '{total} = Tótem {totem} + mazo {deck} (Pokémon {pokemon}, Entrenador {trainer}, Energía {energy})',
  'report/at-line': 'línea {line}: ',
  'report/error': 'error',
  'report/warning': 'aviso',
  'report/col-decks': 'mazos',
  'report/col-valid': 'válidos',
  'report/col-invalid': 'no válidos',
  'report/col-errors': 'errores',
  'report/col-warnings': 'avisos',
  'report/all-valid': { one: '✔ {count} mazo válido', other: '✔ {count} mazos válidos' },
  'report/some-invalid': {
    one: '✖ {invalid} de {count} mazo no válido',
    other: '✖ {invalid} de {count} mazos no válidos',
  },
  'report/tally': '({errors}, {warnings})',
  'report/gh-not-annotated': {
    one: '{count} problema más no se anota (el límite de GitHub por paso); todos aparecen a continuación',
    other: '{count} problemas más no se anotan (el límite de GitHub por paso); todos aparecen a continuación',
  },
  'report/gh-valid': 'válido   ',
  'report/gh-invalid': 'NO VÁLIDO',
  'report/gh-summary': '{decks}: {valid}, {invalid}, {errors}, {warnings}',
  'report/n-decks': { one: '{count} mazo', other: '{count} mazos' },
  'report/n-valid': { one: '{count} válido', other: '{count} válidos' },
  'report/n-invalid': { one: '{count} no válido', other: '{count} no válidos' },
  'report/junit-errors': { one: '{count} error', other: '{count} errores' },
  'report/sarif-full': 'Regla de mazo del Formato Tótem {id}: {description}.',
  'report/sarif-help': '{description}. Consulta {docs} para el pasaje del reglamento y su interpretación.',

  // the card layer: data dirs, APIs, the card packs (src/model/card-messages.ts)
  'cards/no-such-data-dir':
    '{dir}: no existe esa carpeta; una carpeta de datos es una copia de pokemon-tcg-data o tcgdex/cards-database',
  'cards/not-a-data-dir':
    '{dir} no es una copia de pokemon-tcg-data (sets/en.json, cards/en/*.json) ni de tcgdex/cards-database (data/, interfaces.d.ts)',
  'cards/no-such-dataset':
    '{dir}: no existe esa carpeta; --data-dir / TOTEM_DATA_DIR debe nombrar una copia de pokemon-tcg-data',
  'cards/not-a-dataset': '{dir} no es una copia de pokemon-tcg-data (se esperaban sets/en.json y cards/en/*.json)',
  'cards/dataset-file-unreadable':
    'no se puede leer {file} ({detail}): ¿un archivo cortado o dañado? No se importó nada y la caché de cartas quedó como estaba; restaura el archivo (git checkout, o copia de nuevo el conjunto de datos) y vuelve a ejecutar',
  'cards/dataset-file-too-large':
    '{file} tiene {megabytes} MB, más de los {max} MB que puede tener un archivo de datos: no se importó nada y la caché de cartas quedó como estaba',
  'cards/dataset-link-outside':
    '{file} es un enlace a un archivo fuera de la copia {dir}, que totem no sigue: no se importó nada y la caché de cartas quedó como estaba',
  'cards/dataset-set-file-missing':
    '{file}, las cartas de la expansión {set} que enumera sets/en.json, falta o no es un archivo normal: no se importó nada y la caché de cartas quedó como estaba; restaura el archivo (git checkout, o copia de nuevo el conjunto de datos) y vuelve a ejecutar',
  'cards/dataset-not-regular': 'no es un archivo normal',
  'cards/dataset-json': 'JSON no válido',
  'cards/dataset-json-at': 'JSON no válido en el carácter {position}',
  'cards/dataset-not-array': 'no es un array JSON',
  'cards/no-such-checkout': '{dir}: no existe esa carpeta; se esperaba una copia de tcgdex/cards-database',
  'cards/not-a-checkout':
    '{dir} no es una copia de tcgdex/cards-database (se esperaba data/<Serie>.ts con data/<Serie>/ al lado, e interfaces.d.ts o meta/)',
  'cards/no-cards-read':
    '{dirs}: no se ha podido leer ninguna carta, así que la caché de cartas se ha dejado como estaba ({issue})',
  'cards/no-card-files': 'ningún archivo de cartas',
  'cards/half-checkout':
    '{dirs} contiene {cards} cartas y el último paquete de ellas en la caché de cartas tiene {before}: ¿una copia a medias? La caché se ha dejado como estaba; ejecuta `totem cards import --force DIR` para reemplazarlo',
  'cards/pokemontcg-failed': 'la API de Pokémon TCG en {url} ha fallado: {detail}',
  'cards/pokemontcg-unreachable': 'no se ha podido conectar con la API de Pokémon TCG en {url}: {detail}',
  'cards/tcgdex-unreachable': 'no se ha podido conectar con la API de TCGdex en {url}: {detail}',
  'cards/api-no-host': 'no se encuentra el servidor ({code})',
  'cards/api-refused': 'conexión rechazada ({code})',
  'cards/api-network-failed': 'error de red ({message})',
  'cards/api-redirect':
    'HTTP {status}, una redirección{where} que totem no sigue (la clave de la API solo va a TOTEM_API_URL; pon en ella la dirección de la API)',
  'cards/api-redirect-to': ' a {origin}',
  'cards/api-timed-out': 'la petición ha superado el tiempo de espera',
  'cards/api-too-slow': 'la respuesta ha tardado más de {seconds}',
  'cards/api-too-large': 'la respuesta ocupa más de {megabytes}',
  'cards/api-network-error': 'error de red {code}',
  'cards/api-unknown-error': 'error desconocido',
  'cards/api-gave-up': '{detail}; se abandona tras {seconds}',
  'cards/api-budget':
    'el presupuesto de red de esta ejecución ({seconds}) se agotó{after} (lo fijan --network-budget o TOTEM_NETWORK_BUDGET)',
  'cards/api-budget-after': ', tras: {detail}',
  'cards/api-malformed': 'la API ha respondido con un cuerpo mal formado',
  'cards/tcgdex-failed': 'la API de TCGdex en {url} ha fallado en {endpoint}: {detail}',
  'cards/tcgdex-redirect':
    'HTTP {status}, una redirección{where} que totem no sigue (pon en TOTEM_TCGDEX_URL la dirección de la API)',
  'cards/tcgdex-wrong-type': 'la respuesta es {type}, no JSON',
  'cards/tcgdex-not-json': 'la respuesta no es JSON (basura o cortada)',
  'cards/tcgdex-wrong-shape': 'la respuesta no tiene la forma esperada: {problem}',
  'cards/tcgdex-too-large-declared': 'la respuesta ocupa {bytes} bytes, más del límite de {max} bytes',
  'cards/tcgdex-too-large': 'la respuesta ha superado el límite de {max} bytes',
  'cards/tcgdex-no-answer': 'sin respuesta en {ms} ms',
  'cards/tcgdex-no-time': '{detail}; no queda tiempo para reintentar en {ms} ms',
  'cards/tcgdex-url-not-url': 'TOTEM_TCGDEX_URL no es una URL: {url}',
  'cards/tcgdex-url-protocol': 'TOTEM_TCGDEX_URL debe ser una URL http(s), no {protocol}',
  'cards/tcgdex-address-not-url': 'la dirección de la API de TCGdex no es una URL: {url}',
  'cards/network-budget':
    'el presupuesto de red debe ser un número de segundos mayor que 0 y de como mucho 86400 (24 horas) (--network-budget, TOTEM_NETWORK_BUDGET), no "{value}"',
  'cards/tcgdex-no-canary': 'la lista de sets está vacía o incompleta (le falta Escarlata y Púrpura, SVI)',
  'cards/tcgdex-known-set-missing': 'falta en la respuesta un set que TCGdex tiene (una respuesta vacía o incompleta)',
  'cards/pokemontcg-no-sets': 'la lista de sets está vacía (una respuesta incompleta)',
  'cards/api-wrong-type': 'la API respondió con el tipo de contenido {type}, no JSON',
  'cards/api-pokemontcg': 'la API de Pokémon TCG',
  'cards/api-tcgdex': 'la API de TCGdex',
  'cards/api-down-store': {
    one: '{error}; se comprueba con la {count} carta de los paquetes de cartas locales',
    other: '{error}; se comprueba con las {count} cartas de los paquetes de cartas locales',
  },
  'cards/api-down-asking': '{error}; se pregunta a {next} en su lugar',
  'cards/api-down': '{error}',
  'cards/no-data-unreachable':
    'no hay datos de cartas: no hay paquete de cartas y la caché de cartas {store} está vacía, y no se ha podido conectar con {apis} — {why}. Conéctate a internet y vuelve a ejecutar, o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
  'cards/no-data-api-failed': {
    one: 'no hay datos de cartas: no hay paquete de cartas y la caché de cartas {store} está vacía, y {apis} ha fallado — {why}. Vuelve a ejecutar más tarde (--network-budget da más tiempo a las API), o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
    other:
      'no hay datos de cartas: no hay paquete de cartas y la caché de cartas {store} está vacía, y {apis} han fallado — {why}. Vuelve a ejecutar más tarde (--network-budget da más tiempo a las API), o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
  },
  'cards/api-failure-of': '{url}: {detail}',
  'cards/skipped-api-card': 'se ha omitido una carta de la API: {issues}',
  'cards/api-card-issues': 'carta {id} de la API: {issues}',
  'cards/skipped-tcgdex-card': 'se ha omitido una carta de TCGdex ({id}): {issues}',
  'cards/tcgdex-card-issues': 'carta {id} de TCGdex ({entry}): {issues}',
  'cards/tcgdex-warned': {
    one: '{count} carta de TCGdex ha llegado con avisos sobre sus datos (se conserva)',
    other: '{count} cartas de TCGdex han llegado con avisos sobre sus datos (se conservan)',
  },
  'cards/store-no-download':
    'no se puede escribir en la caché de cartas {store}: las cartas que le faltan no se descargan en esta ejecución',
  'cards/pack-age':
    'datos de cartas: el paquete de cartas de este totem, con la expansión más reciente {set} ({date}); una carta de una expansión más nueva necesita la API de TCGdex (ejecuta sin --offline, o `totem cards sync`) o un totem más reciente (`npm update -g totem-deck`)',
  'cards/data-old':
    'los datos de cartas tienen {days} días (su expansión más reciente salió el {date}): `npm update -g totem-deck` (o `totem cards sync`) trae cartas más nuevas',
  'cards/data-date': 'datos de cartas: {set}, publicada el {date}',
  'cards/data-none':
    'datos de cartas: ningún paquete de cartas (TOTEM_PACK_DIR=off, o una copia en la que no se construyó)',
  'cards/data-issue': 'datos: {issue}',
  'cards/data-more': {
    one: 'datos: … y {count} registro más omitido',
    other: 'datos: … y {count} registros más omitidos',
  },

  // cli
  'cli/row-stage': 'Fase',
  'cli/row-retreat': 'Coste de Retirada',
  'cli/row-invocation': 'Coste de Invocación',
  'cli/row-after-kos': 'Tras Fuera de Combate',
  'cli/row-prizes': 'Cartas de Premio',
  'cli/row-tribute': 'Coste de Tributo',
  'cli/row-note': 'Nota',
  'cli/stage-unknown': 'desconocida — {reason}',
  'cli/stage-known': '{stage}, valor de Fase {value} — {reason}',
  'cli/plus-kos': { one: ' + {count} Fuera de Combate', other: ' + {count} Fuera de Combate' },
  'cli/after-kos': { one: '{count} Fuera de Combate: {cost}', other: '{count} Fuera de Combate: {cost}' },
  'cli/plus-returns': { one: ' + {count} regreso', other: ' + {count} regresos' },
  'cli/evolution-tribute':
    'o un Tributo de Evolución: descarta 1 para evolucionarlo sobre un Pokémon en juego que cumpla los requisitos',
  'cli/has-versions': { one: '{input} tiene {count} versión:', other: '{input} tiene {count} versiones distintas:' },
  'cli/col-version': 'versión',
  'cli/col-printings': 'impresiones',
  'cli/col-hp': 'PS',
  'cli/col-stage-value': 'valor de Fase',
  'cli/col-retreat': 'retirada',
  'cli/col-cost': 'coste',
  'cli/col-prizes': 'premios',
  'cli/col-identity': 'identidad',
  'cli/col-extra-slots': 'tipos extra',
  'cli/row-identity': 'Identidad de tipos',
  'cli/row-extra-slots': 'Tipos extra',
  'cli/identity-none': '(ninguno)',
  'cli/slots-colorless': ' (Tótem Incoloro: el Coste de Retirada completo)',
  'cli/slots-retreat': ' (Coste de Retirada {retreat} − 1)',
  'cli/zero-retreat': 'Coste de Retirada 0: no se permiten Pokémon Incoloros ni Energías Especiales Incoloras',
  'cli/would-break': {
    one: '{count} carta de {deck} incumpliría con este Tótem:',
    other: '{count} cartas de {deck} incumplirían con este Tótem:',
  },
  'cli/all-fit': 'todas las cartas de {deck} encajan con este Tótem',
  'cli/break-line': 'línea {line}: {message} [{rule}]',
  'cli/sample-seed': 'semilla {seed}',
  'cli/sample-totem': 'Zona del Tótem',
  'cli/sample-no-totem': '(sin Tótem)',
  'cli/sample-hand': { one: 'Mano ({count} mulligan antes):', other: 'Mano ({count} mulligans antes):' },
  'cli/sample-prizes': 'Cartas de Premio',
  'cli/sample-turn': 'Turno {turn} ({energy} Energía en el Tótem)',
  'cli/sample-invoked': 'el Tótem se puede invocar',
  'cli/no-match': 'ninguna carta coincide con "{query}"',
  'cli/col-name': 'nombre',
  'cli/col-set': 'set',
  'cli/col-number': 'número',
  'cli/col-id': 'id',
  'cli/col-kind': 'clase',
  'cli/find-summary': '{printings}, {versions} (misma letra = misma carta: reimpresiones y artes alternativos)',
  'cli/n-printings': { one: '{n} impresión', other: '{n} impresiones' },
  'cli/n-versions': { one: '{n} versión distinta', other: '{n} versiones distintas' },
  'cli/find-capped': {
    one: 'solo se lista la primera impresión de {total}: afina la búsqueda (más letras del nombre) o lista más con --limit (--limit {all} las lista todas)',
    other:
      'solo se listan las primeras {listed} de {total} impresiones: afina la búsqueda (más letras del nombre) o lista más con --limit (--limit {all} las lista todas)',
  },
  'cli/info-id': 'id',
  'cli/info-name': 'nombre',
  'cli/info-names': 'nombres',
  'cli/info-set': 'set',
  'cli/info-number': 'número',
  'cli/info-supertype': 'categoría',
  'cli/info-subtypes': 'subtipos',
  'cli/info-hp': 'PS',
  'cli/info-types': 'tipos',
  'cli/info-retreatCost': 'Coste de Retirada',
  'cli/info-attacks': 'ataques',
  'cli/info-abilities': 'habilidades',
  'cli/info-totem': 'Tótem',
  'cli/info-singletonName': 'nombre singleton',
  'cli/info-fingerprint': 'huella',
  'cli/info-sameCardAs': 'misma carta que',
  'cli/info-stage': 'Fase',
  'cli/info-invocationCost': 'Coste de Invocación',
  'cli/info-prizeCards': 'cartas de Premio',
  'cli/info-identity': 'identidad de tipos',
  'cli/info-energyClass': 'clase de Energía',
  'cli/stage-unknown-short': 'desconocida',
  'cli/can-be-totem': 'puede ser Tótem',
  'cli/cannot-be-totem': 'no puede ser Tótem: {reason}',
  'cli/energy-class-colorless': 'Energía Especial Incolora ({reason})',
  'cli/energy-class-unknown': 'desconocida ({reason})',
  'cli/energy-class-types': '{types} ({reason})',
  // finding deck files, and --verbose
  'cli/skipped-file': 'se omite {file}: {reason}',
  'cli/stdout-failed': 'no se puede escribir en la salida estándar ({code}): el informe está incompleto',
  'cli/skip-no-deck-lines':
    'ningún encabezado de sección (Pokémon:, Entrenador:, Energía:, Tótem:) y ninguna línea de carta',
  'cli/skip-json-no-cards': 'JSON sin una lista "cards" ni "totem"',
  'cli/skip-binary': 'datos binarios',
  'cli/links-outside': {
    one: 'no se sigue {count} enlace simbólico que lleva fuera de las rutas indicadas: {links}{more}',
    other: 'no se siguen {count} enlaces simbólicos que llevan fuera de las rutas indicadas: {links}{more}',
  },
  'cli/links-more': ', … {count} más',
  'cli/too-many-files':
    'se han encontrado más de {max} archivos que pueden ser listas de mazo (*.txt, *.deck, *.json): totem mira como mucho {max} en una ejecución; indica una carpeta más pequeña, o un glob',
  'cli/ignore-too-deep':
    '{source}: el patrón de exclusión "{pattern}" tiene más de 2 "**": compararlo podría llevar horas, así que totem lo rechaza; usa 2 como mucho',
  'cli/no-glob-match': 'ningún archivo de mazo coincide con {input}{skipped}{ignored}',
  'cli/no-such-path': '{input}: no existe ese archivo ni esa carpeta',
  'cli/one-file-only':
    '{input}: {command} toma un archivo (o - para la entrada estándar) por lista, no una carpeta ni un patrón que nombre varios',
  'cli/no-deck-files': '{input}: no hay archivos de mazo (*.txt, *.deck, *.json) en esta carpeta{skipped}{ignored}',
  'cli/why-skipped': {
    one: '; {count} omitido por no ser una lista de mazo (--verbose lo enumera; nombra un archivo para comprobarlo igualmente)',
    other:
      '; {count} omitidos por no ser listas de mazo (--verbose los enumera; nombra un archivo para comprobarlo igualmente)',
  },
  'cli/why-ignored': {
    one: '; {count} excluido por .gitignore, "ignores" o --ignore-pattern',
    other: '; {count} excluidos por .gitignore, "ignores" o --ignore-pattern',
  },
  'cli/no-clause': '',
  'cli/could-not-verify': {
    one: 'no se pudo verificar {count} carta: {sources} falló y los paquetes de cartas locales no la tienen (aparece arriba como sin verificar); vuelve a ejecutar cuando responda, da más tiempo con --network-budget, o usa --data-dir',
    other:
      'no se pudieron verificar {count} cartas: {sources} falló y los paquetes de cartas locales no las tienen (aparecen arriba como sin verificar); vuelve a ejecutar cuando responda, da más tiempo con --network-budget, o usa --data-dir',
  },
  'cli/could-not-verify-newer': {
    one: 'no se pudo verificar {count} carta: los datos de cartas no la tienen y no se consultó ninguna API de cartas (aparece arriba como sin verificar); ejecuta sin --offline, ejecuta `totem cards sync` o actualiza totem',
    other:
      'no se pudieron verificar {count} cartas: los datos de cartas no las tienen y no se consultó ninguna API de cartas (aparecen arriba como sin verificar); ejecuta sin --offline, ejecuta `totem cards sync` o actualiza totem',
  },
  'cli/could-not-verify-unread': {
    one: 'no se pudo verificar {count} carta: los archivos de la caché de cartas {files} que pueden tenerla estaban dañados y se han apartado (aparece arriba como sin verificar); vuelve a ejecutar sin --offline para descargar sus cartas de nuevo, o usa --data-dir',
    other:
      'no se pudieron verificar {count} cartas: los archivos de la caché de cartas {files} que pueden tenerlas estaban dañados y se han apartado (aparecen arriba como sin verificar); vuelve a ejecutar sin --offline para descargar sus cartas de nuevo, o usa --data-dir',
  },
  'cli/source-pokemontcg': 'la API de Pokémon TCG',
  'cli/source-tcgdex': 'la API de TCGdex',
  'cli/store-damaged':
    'el paquete de cartas construido con las carpetas de datos ({store}) estaba dañado o editado; se ha apartado y se construye de nuevo',
  'cli/internal-error': 'error interno: {message} (define TOTEM_DEBUG=1 para ver los detalles, y por favor notifícalo)',
  'cli/warning': 'aviso: {text}',
  'cli/run-help': '(ejecuta con --help para ver el uso)',
  'cli/help-usage': 'Uso:',
  'cli/help-options': 'Opciones:',
  'cli/help-arguments': 'Argumentos:',
  'cli/help-commands': 'Comandos:',
  'cli/help-global-options': 'Opciones globales:',
  'cli/help-choices': 'valores: {choices}',
  'cli/help-default': 'por defecto: {value}',
  'cli/help-extras-join': '; ',
  'cli/cmd-did-you-mean': '(¿quisiste decir {suggestions}?)',
  'cli/cmd-did-you-mean-one-of': '(¿quisiste decir una de estas: {suggestions}?)',
  'cli/cmd-unknown-option': "opción desconocida '{name}'",
  'cli/cmd-unknown-command': "comando desconocido '{name}'",
  'cli/cmd-missing-argument': "falta el argumento obligatorio '{name}'",
  'cli/cmd-too-many-arguments': {
    one: "demasiados argumentos para '{name}': espera {count} argumento y ha recibido {got}.",
    other: "demasiados argumentos para '{name}': espera {count} argumentos y ha recibido {got}.",
  },
  'cli/cmd-option-missing': "falta el valor de la opción '{name}'",
  'cli/cmd-invalid-choice':
    "el valor '{value}' de la opción '{name}' no es válido. Los valores permitidos son {choices}.",

  // --help
  'help/term-options': 'opciones',
  'help/term-command': 'comando',
  'help/term-paths': 'rutas',
  'help/term-card': 'carta',
  'help/term-files': 'archivos',
  'help/term-decks': 'mazos',
  'help/term-dirs': 'carpetas',
  'help/term-query': 'búsqueda',
  'help/term-format': 'formato',
  'help/term-types': 'tipos',
  'help/term-file': 'archivo',
  'help/term-n': 'n',
  'help/term-pattern': 'patrón',
  'help/term-dir': 'carpeta',
  'help/term-seconds': 'segundos',
  'help/term-lang': 'idioma',
  'help/term-variant': 'variante',
  'help/term-name': 'nombre',
  'help/term-model': 'modelo',
  'help/program': 'Validador de mazos del Formato Tótem (Pokémon TCG multijugador, singleton de 100 cartas)',
  'help/program-after':
    '\nEn todos los comandos:\n  --lang <idioma>       idioma de la salida: en o es (por defecto: "lang" de totem.config.json, si no LC_ALL / LC_MESSAGES / LANG)\n  --color, --no-color   colores aunque la salida no sea un terminal (por encima de NO_COLOR), o ninguno\n\nCódigos de salida:\n  0  todos los mazos son válidos (o el comando hizo lo que se le pidió)\n  1  un mazo no es válido, una carta no puede ser Tótem o nada coincide\n  2  un problema de uso o de datos: una opción errónea, un archivo o los datos de cartas no se pudieron leer\n\nEjemplos:\n  totem check mi-mazo.txt\n  totem cost "Charizard ex OBF 125"\n  totem help check',
  'help/opt-lang':
    'idioma de la salida: en o es (por defecto: "lang" de totem.config.json, si no LC_ALL / LC_MESSAGES / LANG)',
  'help/opt-version': 'muestra el número de versión',
  'help/opt-help': 'muestra la ayuda del comando',
  'help/cmd-help': 'muestra la ayuda del comando',
  'help/opt-no-color': 'sin colores',
  'help/opt-color': 'colores aunque la salida no sea un terminal (por encima de NO_COLOR)',

  // errors (exit 2)
  'errors/cannot-read': '{file}: no se puede leer ({code})',
  'errors/cannot-write': '{file}: no se puede escribir ({code})',
  'errors/output-is-symlink':
    '{file}: es un enlace simbólico; totem no escribe un informe a través de uno (bórralo, o nombra otro archivo con -o)',
  'errors/whole-number': '{option} admite un número entero de 0 a 1000, no "{value}"',
  'errors/runs-range': '--runs admite un número entero de 1 a 1000000, no "{value}"',
  'errors/limit-range': '--limit admite un número entero de 1 a 100000, no "{value}"',
  'errors/not-a-type':
    '{option}: {names} no es un tipo; usa Planta, Fuego, Agua, Rayo, Psíquico, Lucha, Oscuridad, Metálico, Hada, Dragón o Incoloro',
  'errors/totem-needs-card': '--totem necesita una carta: "NOMBRE SET NÚMERO"',
  'errors/format-choice': '--format debe ser uno de {choices}, no "{value}"',
  'errors/unknown-rule': '{file}: rules.{id}: id de regla desconocido; las reglas conocidas son {known}',
  'errors/no-card-data': 'no hay datos de cartas: la caché de cartas {store} está vacía{offline}; {how}',
  'errors/no-card-data-offline': ' y --offline prohíbe las API',
  'errors/no-card-data-search': ' (una búsqueda lee solo los datos de cartas de esta máquina, nunca una API de cartas)',
  'errors/how-to-get-data':
    'consigue datos de cartas con `totem cards sync` (descarga de las API de cartas a la caché), o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
  'errors/name-one-version':
    '{input} tiene {count} versiones distintas; nombra una con su código de set y su número: {versions}',
  'errors/none': '',
  // The library's boundary (src/lib/validate.ts).
  'errors/library-argument': '{call}: {what} debe ser {expected}, no {value}',

  // Totem candidates (the words of cards find --fits and totems are beside them: src/format/build-messages.ts)
  'report/candidates-head': {
    one: 'Candidata a Tótem (la lista comprobada con ella como Tótem):',
    other: 'Candidatas a Tótem (la lista comprobada con cada una como Tótem, la mejor primero):',
  },
  'report/candidate-valid': '✔ válido',
  'report/candidate-invalid': {
    one: '✖ {count} error, el primero de {rule}',
    other: '✖ {count} errores, el primero de {rule}',
  },
  'report/candidate-facts': 'Coste de Invocación {cost} · {prizes} · {identity}',
  'report/candidate-facts-tribute': 'Coste de Tributo {cost} · {prizes} · {identity}',
  'help/term-totem': 'tótem',
  'help/term-type': 'tipo',
  'help/term-category': 'categoría',
  'errors/fits-not-a-totem':
    '{card} no puede ser Tótem ({reason}): --fits y totems necesitan una carta que pueda serlo',
  'report/candidate-use': 'para usarla: --totem "{card}" (o muévela a una sección "Tótem: 1")',

  // harden (issue 32): bounds on work and input, said with their ranges
  'errors/runs-too-much-work':
    '--runs {runs} con las {cards} cartas de {file} es más trabajo del que hace el modelo de búsqueda (ejecuciones × cartas como mucho {work}): para este mazo --runs admite de 1 a {max}',
  'errors/not-a-regular-file':
    '{file}: no es un archivo normal (una tubería, un dispositivo o una carpeta): totem lee mazos y configuraciones solo de archivos normales; para comprobar un mazo desde una tubería, usa - (la entrada estándar)',
  'errors/config-too-large':
    '{file}: el archivo de configuración ocupa más de {max}, algo que ninguna configuración de la casa necesita',

  // stats --variant tribute (the words of stats are beside it: src/format/stats-messages.ts)
  'errors/search-not-in-tribute':
    '--model search juega la unión de Energía al Tótem, que la variante del Tributo no tiene: quita --model search con --variant tribute',

  // issue 31, the reader (items 6, 7, 8, 13)
  'notes/sixty-card-list': 'parece una lista de 60 cartas; un mazo Tótem es 1 Tótem + 99 cartas',
  'notes/apis-not-asked':
    'no se pudo consultar a las API de cartas: las cartas desconocidas se han juzgado con los datos de cartas de totem',
  'report/not-judged': '? sin juzgar',
  'report/n-unverified': { one: '{count} línea sin verificar', other: '{count} líneas sin verificar' },
  'report/unverified-heading': 'sin verificar (sin veredicto en estas líneas: cada una dice por qué)',
  'report/unverified': 'sin verificar',
  'report/some-unverified': {
    one: '? {unverified} de {count} mazo sin juzgar ({lines})',
    other: '? {unverified} de {count} mazos sin juzgar ({lines})',
  },
  'report/gh-not-judged': 'SIN JUZGAR',
  'report/gh-summary-unverified': '{decks}: {valid}, {invalid}, {unverified}, {errors}, {warnings}; {lines}',
  'report/n-not-judged': '{count} sin juzgar',
  'report/junit-unverified': {
    one: '{count} línea no se pudo verificar: sin juzgar',
    other: '{count} líneas no se pudieron verificar: sin juzgar',
  },
  'cli/col-printing': 'impresión',
  'cli/col-family': 'familia',
  'cli/find-dash': 'versión -: el nombre tiene una sola versión (sus impresiones son la misma carta)',
  'notes/name-slip': 'la línea dice "{written}"; {printing} es "{name}": se lee como {card} (corrige la ortografía)',
  // the card cache: data-dir packs and the overlay of API answers (issue 28)
  'cards/cache-file-damaged':
    '{file} en la caché de cartas estaba dañado o editado: se ha apartado como {aside}; sus cartas se vuelven a descargar cuando hagan falta',
  'cards/card-files-unread': 'los archivos dañados de la caché de cartas {files}',
  'cards/cache-pack-damaged':
    'el paquete de cartas construido con las carpetas de datos ({dir}) estaba dañado o editado: se ha apartado como {aside} y se construye de nuevo',
  'cards/cache-read-only':
    'no se puede escribir en la caché de cartas {dir} ({code}): las carpetas de datos se leen en memoria solo para esta ejecución y no se guarda nada (define TOTEM_CACHE_DIR con una carpeta en la que se pueda escribir)',
  'cards/cache-not-written':
    'no se puede escribir en la caché de cartas {dir} ({code}: ¿el disco está lleno o es de solo lectura?): las cartas descargadas en esta ejecución no se guardan',
  // pod, diff, sheet (issue 30): one block of their own
  ...ES_NIGHT,
};
