import type { MessageTable } from '../../model/message.js';
import type { CommandModule } from './command.js';

/** Its text in `--help`, in both languages. */
export interface Words {
  en: string;
  es: string;
}

/**
 * How a flag's value is read: a whole number 0–1000 (`count`), 1–1,000,000 runs, a `--limit`, `text`/`json`
 * (`format`), the check report's formats (`report-format`), or a repeatable value collected in a list.
 */
export type ValueKind = 'count' | 'runs' | 'limit' | 'format' | 'report-format' | 'repeat';

/** One flag, as data: the CLI builds commander's option from it; its help is in both languages. */
export interface OptionSpec extends Words {
  flags: string;
  value?: ValueKind;
  default?: string | number | string[];
  choices?: readonly string[];
}

export interface ArgSpec extends Partial<Words> {
  /** `<card>`, `[query]`, `<decks...>`: commander's syntax. */
  name: string;
  default?: string[];
}

/** A command as data: its name, help, arguments and flags, or its subcommands (`cards …`). */
export interface CommandSpec extends Words {
  name: string;
  args?: ArgSpec[];
  options?: OptionSpec[];
  /** It reads cards: `--data-dir`, `--offline` and `--network-budget` too. */
  data?: boolean;
  commands?: CommandSpec[];
  /** The English words it prints besides reports (its words.ts, which adds their Spanish): the CLI's table takes them. */
  words?: MessageTable;
  /** Its use case and renderings (`index.ts`), loaded only when it runs. */
  load?: () => Promise<{ command: CommandModule<never, unknown> }>;
}

export const VARIANTS = ['standard', 'tribute'] as const;

/** The argument of a command on several decks. */
export const DECKS: ArgSpec = {
  name: '<decks...>',
  en: 'deck files, folders or globs, or - for stdin',
  es: 'archivos de mazo, carpetas o globs, o - para stdin',
};

export const FORMAT: OptionSpec = {
  flags: '--format <format>',
  en: 'text or json',
  es: 'text o json',
  value: 'format',
  default: 'text',
};
export const TOTEM: OptionSpec = {
  flags: '--totem <card>',
  en: 'the Totem, as "NAME SET NUMBER" (taken out of the list)',
  es: 'el Tótem, como "NOMBRE SET NÚMERO" (se saca de la lista)',
};
export const EXTRA_TYPES: OptionSpec = {
  flags: '--extra-types <types>',
  en: "the Totem's chosen extra types, e.g. Fire,Water",
  es: 'los tipos extra elegidos para el Tótem, p. ej. Fuego,Agua',
};
/** `--variant` of the commands that judge cards: no default, so a totem.config.json may name its variant. */
export const VARIANT: OptionSpec = {
  flags: '--variant <variant>',
  en: 'standard, or tribute (a Totem needs no Rule Box: any Pokémon; the Tribute Cost shown); default: the config\'s "variant", else standard',
  es: 'standard, o tribute (un Tótem no necesita Rule Box: cualquier Pokémon; se muestra el Coste de Tributo); por defecto: el "variant" de la configuración, si no standard',
  choices: VARIANTS,
};
/** The card data flags of every command that reads cards. */
export const DATA: OptionSpec[] = [
  {
    flags: '--data-dir <dir>',
    en: 'a pokemon-tcg-data or tcgdex/cards-database checkout to read cards from; repeat for several (also TOTEM_DATA_DIR)',
    es: 'una copia de pokemon-tcg-data o tcgdex/cards-database de la que leer las cartas; repítelo para varias (también TOTEM_DATA_DIR)',
    value: 'repeat',
  },
  { flags: '--offline', en: 'never contact a card API', es: 'no contactar nunca con una API de cartas' },
  {
    flags: '--network-budget <seconds>',
    en: 'seconds all card API requests of the run may take together (default 20; also TOTEM_NETWORK_BUDGET)',
    es: 'segundos que pueden tardar juntas todas las peticiones a las API de cartas de la ejecución (20 por defecto; también TOTEM_NETWORK_BUDGET)',
  },
];
