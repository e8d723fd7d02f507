import { FORMAT, VARIANT, type CommandSpec } from '../shared/flags.js';
import { FITS_CATEGORIES } from '../shared/options.js';
import { STATUS_WORDS } from './words.js';

/** `totem cards …`: the card data's subcommands, their flags as data (import and sync: folders of their own). */
export const cards: CommandSpec = {
  name: 'cards',
  words: STATUS_WORDS,
  en: 'card data: import, sync, find, info, status',
  es: 'los datos de cartas: import, sync, find, info, status',
  commands: [
    {
      name: 'find',
      en: 'find printings by name, grouped into distinct versions',
      es: 'busca impresiones por nombre, agrupadas en versiones distintas',
      args: [{ name: '[query]' }],
      options: [
        FORMAT,
        {
          flags: '--limit <n>',
          en: 'list at most this many printings (default 500); the totals count them all',
          es: 'lista como mucho este número de impresiones (por defecto 500); los totales cuentan todas',
          value: 'limit',
        },
        // Deck building: the cards a deck with this Totem may hold.
        {
          flags: '--fits <totem>',
          en: 'list the cards a deck with this Totem ("NAME SET NUMBER") may hold, one row per distinct version',
          es: 'lista las cartas que puede llevar un mazo con este Tótem ("NOMBRE SET NÚMERO"), una fila por versión distinta',
        },
        {
          flags: '--type <type>',
          en: 'with --fits: only cards of this type',
          es: 'con --fits: solo cartas de este tipo',
        },
        {
          flags: '--category <category>',
          en: 'with --fits: only Pokémon, Trainer or Energy cards',
          es: 'con --fits: solo cartas de Pokémon, de Entrenador o de Energía',
          choices: FITS_CATEGORIES,
        },
        {
          flags: '--extra-types <types>',
          en: "with --fits: the deck's extra types (else a card may take a free extra slot)",
          es: 'con --fits: los tipos extra del mazo (si no, una carta puede ocupar un hueco de tipo extra libre)',
        },
        {
          flags: '--include-banned',
          en: 'with --fits: list banned cards too, marked',
          es: 'con --fits: lista también las cartas prohibidas, marcadas',
        },
        {
          flags: '--why <card>',
          en: "with --fits: explain one card's fit or misfit",
          es: 'con --fits: explica por qué una carta cabe o no cabe',
        },
        VARIANT,
      ],
      data: true,
      load: async () => ({ command: (await import('./index.js')).find }),
    },
    {
      name: 'status',
      en: "the card data's date: its newest set and that set's release date",
      es: 'la fecha de los datos de cartas: su expansión más reciente y la fecha de publicación de esta',
      // Online, status asks TCGdex's set list (never with --offline) for the sets the card data lacks.
      options: [
        FORMAT,
        {
          flags: '--offline',
          en: 'never contact a card API (no asking TCGdex for newer sets)',
          es: 'no contactar nunca con una API de cartas (sin preguntar a TCGdex por expansiones más nuevas)',
        },
      ],
      load: async () => ({ command: (await import('./status.js')).status }),
    },
    {
      name: 'info',
      en: "one card's facts",
      es: 'los datos de una carta',
      args: [{ name: '<card>' }],
      options: [FORMAT],
      data: true,
      load: async () => ({ command: (await import('./index.js')).info }),
    },
  ],
};
