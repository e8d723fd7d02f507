import type { MessageTable } from './message.js';

/** The failures a user meets most (exit 2), as messages: the CLI shows them in the chosen language. */
export const ERROR_MESSAGES: MessageTable = {
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
};
