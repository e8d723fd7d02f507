import type { MessageData, MessageTable } from '../model/message.js';
import { ENGLISH, renderMessage, wordsOf, type Locale } from '../model/render-message.js';
import { UsageError, errorOf } from '../model/errors.js';
import { COMMAND_MESSAGES } from '../commands/shared/command-words.js';
import { COMMANDS } from '../commands/registry.js';
import type { CommandSpec } from '../commands/shared/flags.js';
import { IMPORT_PROGRESS_WORDS } from '../commands/shared/session.js';
import { DECK_FILE_WORDS } from '../commands/shared/deck-files.js';

/** The words each command of the registry brings (its words.ts, named in its options): a new command adds none here. */
function wordsOfCommands(specs: readonly CommandSpec[]): MessageTable {
  return Object.assign({}, ...specs.map((spec) => ({ ...spec.words, ...wordsOfCommands(spec.commands ?? []) })));
}

/** Every word the commands print besides reports and problems: cost, identity, cards, fmt, warnings. */
export const CLI_MESSAGES: MessageTable = {
  // cost and identity: the formatters' words, shared with the page
  ...COMMAND_MESSAGES,
  ...wordsOfCommands(COMMANDS),
  ...IMPORT_PROGRESS_WORDS,
  ...DECK_FILE_WORDS,
  // cards find / info
  'no-match': 'no card matches "{query}"',
  'col-name': 'name',
  'col-set': 'set',
  'col-number': 'number',
  'col-id': 'id',
  'col-kind': 'kind',
  'find-dash': 'version -: the name has one version only (all its printings are the same card)',
  'find-summary': '{printings}, {versions} (same letter = same card: reprints and alternate arts)',
  'n-printings': { one: '{n} printing', other: '{n} printings' },
  'n-versions': { one: '{n} distinct version', other: '{n} distinct versions' },
  'find-capped': {
    one: 'only the first printing of {total} is listed: narrow the search (more of the name), or list more with --limit (--limit {all} lists them all)',
    other:
      'only the first {listed} of {total} printings are listed: narrow the search (more of the name), or list more with --limit (--limit {all} lists them all)',
  },
  'info-id': 'id',
  'info-name': 'name',
  'info-names': 'names',
  'info-set': 'set',
  'info-number': 'number',
  'info-supertype': 'supertype',
  'info-subtypes': 'subtypes',
  'info-hp': 'HP',
  'info-types': 'types',
  'info-retreatCost': 'Retreat Cost',
  'info-attacks': 'attacks',
  'info-abilities': 'abilities',
  'info-totem': 'Totem',
  'info-singletonName': 'singleton name',
  'info-fingerprint': 'fingerprint',
  'info-sameCardAs': 'same card as',
  'info-stage': 'stage',
  'info-invocationCost': 'Invocation Cost',
  'info-prizeCards': 'Prize cards',
  'info-identity': 'identity',
  'info-energyClass': 'Energy class',
  'stage-unknown-short': 'unknown',
  'can-be-totem': 'can be a Totem',
  'cannot-be-totem': "can't be a Totem: {reason}",
  'energy-class-colorless': 'Special Colorless Energy ({reason})',
  'energy-class-unknown': 'unknown ({reason})',
  'energy-class-types': '{types} ({reason})',
  // finding deck files, and --verbose
  'skipped-file': 'skipped {file}: {reason}',
  'stdout-failed': 'cannot write to standard output ({code}): the report is incomplete',
  'one-file-only':
    '{input}: {command} takes one file (or - for standard input) per list, not a folder or a glob that names several',
  // check and the program
  'could-not-verify': {
    one: 'could not verify {count} card: {sources} failed and the local card packs do not have it (listed as unverified above); run again when it answers, give more time with --network-budget, or use --data-dir',
    other:
      'could not verify {count} cards: {sources} failed and the local card packs do not have them (listed as unverified above); run again when it answers, give more time with --network-budget, or use --data-dir',
  },
  'could-not-verify-newer': {
    one: 'could not verify {count} card: the card data does not have it and no card API was asked (listed as unverified above); run without --offline, run `totem cards sync`, or update totem',
    other:
      'could not verify {count} cards: the card data does not have them and no card API was asked (listed as unverified above); run without --offline, run `totem cards sync`, or update totem',
  },
  'could-not-verify-unread': {
    one: 'could not verify {count} card: the card cache files {files} that may hold it were damaged and are set aside (listed as unverified above); run again without --offline to fetch their cards again, or use --data-dir',
    other:
      'could not verify {count} cards: the card cache files {files} that may hold them were damaged and are set aside (listed as unverified above); run again without --offline to fetch their cards again, or use --data-dir',
  },
  'source-pokemontcg': 'the Pokémon TCG API',
  'source-tcgdex': 'the TCGdex API',

  'store-damaged':
    'the card pack built from the data dirs ({store}) was damaged or edited; it was set aside and is built again now',
  'internal-error': 'internal error: {message} (set TOTEM_DEBUG=1 for details, and please report it)',
  warning: 'warning: {text}',
  'run-help': '(run with --help for usage)',
  'help-usage': 'Usage:',
  'help-options': 'Options:',
  'help-arguments': 'Arguments:',
  'help-commands': 'Commands:',
  'help-global-options': 'Global Options:',
  // what commander adds after a description, and its suggestion for a near miss
  'help-choices': 'choices: {choices}',
  'help-default': 'default: {value}',
  'help-extras-join': ', ',
  'cmd-did-you-mean': '(Did you mean {suggestions}?)',
  'cmd-did-you-mean-one-of': '(Did you mean one of {suggestions}?)',
  'cmd-unknown-option': "unknown option '{name}'",
  'cmd-unknown-command': "unknown command '{name}'",
  'cmd-missing-argument': "missing required argument '{name}'",
  'cmd-too-many-arguments': {
    one: "too many arguments for '{name}'. Expected {count} argument but got {got}.",
    other: "too many arguments for '{name}'. Expected {count} arguments but got {got}.",
  },
  'cmd-option-missing': "option '{name}' argument missing",
  'cmd-invalid-choice': "option '{name}' argument '{value}' is invalid. Allowed choices are {choices}.",
};

/** Texts of `--help`: one per description of a command, argument and option, and the names of their values. */
export const HELP_MESSAGES: MessageTable = {
  // `[options]`, `[command]` and the value names of arguments and options (`<card>`, `[paths...]`)
  'term-options': 'options',
  'term-command': 'command',
  'term-paths': 'paths',
  'term-card': 'card',
  'term-files': 'files',
  'term-decks': 'decks',
  'term-dirs': 'dirs',
  'term-totem': 'totem',
  'term-type': 'type',
  'term-category': 'category',
  'term-query': 'query',
  'term-format': 'format',
  'term-types': 'types',
  'term-file': 'file',
  'term-n': 'n',
  'term-pattern': 'pattern',
  'term-dir': 'dir',
  'term-seconds': 'seconds',
  'term-lang': 'lang',
  'term-variant': 'variant',
  'term-name': 'name',
  'term-model': 'model',
  'term-old': 'old',
  'term-new': 'new',
  'term-url': 'url',
  program: 'Deck validator for the Totem Format (100-card singleton multiplayer Pokémon TCG)',
  'program-after':
    '\nOn every command:\n  --lang <lang>         language of the output: en or es (default: "lang" in totem.config.json, else LC_ALL / LC_MESSAGES / LANG)\n  --color, --no-color   colours even when the output is not a terminal (beats NO_COLOR), or none\n\nExit codes:\n  0  every deck is valid (or the command did what it was asked)\n  1  a deck is invalid, a card can\'t be a Totem, or nothing matched\n  2  a usage or data problem: a bad option, a file or the card data could not be read\n\nExamples:\n  totem check my-deck.txt\n  totem cost "Charizard ex OBF 125"\n  totem help check',
  'opt-lang':
    'language of the output: en or es (default: "lang" in totem.config.json, else LC_ALL / LC_MESSAGES / LANG)',
  'opt-version': 'output the version number',
  'opt-help': 'display help for command',
  'cmd-help': 'display help for command',
  'opt-no-color': 'no colours',
  'opt-color': 'colours even when the output is not a terminal (beats NO_COLOR)',
};

let current: Locale = ENGLISH;

/** The language of everything the CLI prints, chosen once before the program is built. */
export function setCliLocale(locale: Locale): void {
  current = locale;
}

export function cliLocale(): Locale {
  return current;
}

/** The CLI's words in a locale passed in (formatters never read the chosen one); Spanish: es.ts, each words.ts. */
export const wordsIn = wordsOf('cli', CLI_MESSAGES, {});

export const t = (id: string, data?: MessageData): string => wordsIn(current)(id, data);

/** A usage error in words of this table, shown in the chosen language. */
export const cliError = (id: string, data: MessageData = {}): UsageError =>
  errorOf(UsageError, id, data, CLI_MESSAGES, 'cli');

export function help(id: string): string {
  return renderMessage(HELP_MESSAGES, 'help', id, {}, current);
}
