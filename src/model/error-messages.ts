import type { MessageTable } from './message.js';
import { wordsOf } from './render-message.js';

/** The failures a user meets most (exit 2), as messages: the CLI shows them in the chosen language. */
export const ERROR_MESSAGES = {
  'cannot-read': '{file}: cannot read ({code})',
  'cannot-write': '{file}: cannot write ({code})',
  'output-is-symlink':
    '{file}: is a symbolic link; totem does not write a report through one (remove it, or name another file with -o)',
  'whole-number': '{option} takes a whole number from 0 to 1000, not "{value}"',
  'runs-range': '--runs takes a whole number from 1 to 1000000, not "{value}"',
  'runs-too-much-work':
    '--runs {runs} with the {cards} cards of {file} is more work than the search model does (runs × cards at most {work}): for this deck --runs takes 1 to {max}',
  'search-not-in-tribute':
    '--model search plays Energy charging the Totem, which the tribute variant does not have: leave out --model search with --variant tribute',
  'not-a-regular-file':
    '{file}: not a regular file (a pipe, a device or a folder): totem reads decks and configs from regular files only; to check a deck from a pipe, use - (standard input)',
  'config-too-large': '{file}: the config file is larger than {max}, which no house config needs',
  'limit-range': '--limit takes a whole number from 1 to 100000, not "{value}"',
  'not-a-type':
    '{option}: {names} is not a type; use Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon or Colorless',
  'totem-needs-card': '--totem needs a card: "NAME SET NUMBER"',
  'format-choice': '--format must be one of {choices}, not "{value}"',
  'unknown-rule': '{file}: rules.{id}: unknown rule id; known rules are {known}',
  'no-card-data': 'no card data: the card cache {store} is empty{offline}; {how}',
  'no-card-data-offline': ' and --offline forbids the APIs',
  'no-card-data-search': ' (a search reads only the card data on this machine, never a card API)',
  'how-to-get-data':
    'get card data with `totem cards sync` (downloads from the card APIs into the cache), or point --data-dir / TOTEM_DATA_DIR at a pokemon-tcg-data or tcgdex/cards-database checkout',
  'name-one-version': '{input} has {count} different versions; name one with its set code and number: {versions}',
  'library-argument': '{call}: {what} must be {expected}, not {value}',
  'fits-not-a-totem': "{card} can't be a Totem ({reason}): --fits and totems take a card that can",
  none: '',
} satisfies MessageTable;

wordsOf('errors', ERROR_MESSAGES, {
  'cannot-read': '{file}: no se puede leer ({code})',
  'cannot-write': '{file}: no se puede escribir ({code})',
  'output-is-symlink':
    '{file}: es un enlace simbólico; totem no escribe un informe a través de uno (bórralo, o nombra otro archivo con -o)',
  'whole-number': '{option} admite un número entero de 0 a 1000, no "{value}"',
  'runs-range': '--runs admite un número entero de 1 a 1000000, no "{value}"',
  'limit-range': '--limit admite un número entero de 1 a 100000, no "{value}"',
  'not-a-type':
    '{option}: {names} no es un tipo; usa Planta, Fuego, Agua, Rayo, Psíquico, Lucha, Oscuridad, Metálico, Hada, Dragón o Incoloro',
  'totem-needs-card': '--totem necesita una carta: "NOMBRE SET NÚMERO"',
  'format-choice': '--format debe ser uno de {choices}, no "{value}"',
  'unknown-rule': '{file}: rules.{id}: id de regla desconocido; las reglas conocidas son {known}',
  'no-card-data': 'no hay datos de cartas: la caché de cartas {store} está vacía{offline}; {how}',
  'no-card-data-offline': ' y --offline prohíbe las API',
  'no-card-data-search': ' (una búsqueda lee solo los datos de cartas de esta máquina, nunca una API de cartas)',
  'how-to-get-data':
    'consigue datos de cartas con `totem cards sync` (descarga de las API de cartas a la caché), o apunta --data-dir / TOTEM_DATA_DIR a una copia de pokemon-tcg-data o tcgdex/cards-database',
  'name-one-version':
    '{input} tiene {count} versiones distintas; nombra una con su código de set y su número: {versions}',
  none: '',
  'library-argument': '{call}: {what} debe ser {expected}, no {value}',
  'fits-not-a-totem': '{card} no puede ser Tótem ({reason}): --fits y totems necesitan una carta que pueda serlo',
  'runs-too-much-work':
    '--runs {runs} con las {cards} cartas de {file} es más trabajo del que hace el modelo de búsqueda (ejecuciones × cartas como mucho {work}): para este mazo --runs admite de 1 a {max}',
  'not-a-regular-file':
    '{file}: no es un archivo normal (una tubería, un dispositivo o una carpeta): totem lee mazos y configuraciones solo de archivos normales; para comprobar un mazo desde una tubería, usa - (la entrada estándar)',
  'config-too-large':
    '{file}: el archivo de configuración ocupa más de {max}, algo que ninguna configuración de la casa necesita',
  'search-not-in-tribute':
    '--model search juega la unión de Energía al Tótem, que la variante del Tributo no tiene: quita --model search con --variant tribute',
});
