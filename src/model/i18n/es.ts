import type { MessageTemplate } from '../message.js';

/**
 * The shared messages in Spanish, keyed "<scope>/<id>": `common`, `notes`, `cli` and `help`. The words of one
 * table are beside it (`addWords`): a rule's in its folder (`src/rules/<id>/words.ts`), the report formatters'
 * (`format/messages.ts`), the card layer's (`model/card-messages.ts`), the errors' (`model/error-messages.ts`),
 * `pod`'s (`model/pod-messages.ts`). The words are the Totem rulebook's own (identidad de tipos, Coste de
 * Invocación, Zona del Tótem, Fuera de Combate) and the official Spanish card vocabulary.
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

  // cli
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

  // cards find --fits and totems (their words are beside them: src/format/build-messages.ts)
  'help/term-totem': 'tótem',
  'help/term-type': 'tipo',
  'help/term-category': 'categoría',

  // issue 31, the reader (items 6, 7, 8, 13)
  'notes/sixty-card-list': 'parece una lista de 60 cartas; un mazo Tótem es 1 Tótem + 99 cartas',
  'notes/apis-not-asked':
    'no se pudo consultar a las API de cartas: las cartas desconocidas se han juzgado con los datos de cartas de totem',
  'cli/find-dash': 'versión -: el nombre tiene una sola versión (sus impresiones son la misma carta)',
  'notes/name-slip': 'la línea dice "{written}"; {printing} es "{name}": se lee como {card} (corrige la ortografía)',
  // pod, diff, sheet (issue 30)
  'help/term-old': 'antigua',
  'help/term-new': 'nueva',
  'help/term-url': 'dirección',
};
