import type { MessageTemplate } from '../message.js';
import type { Locale } from '../render-message.js';
import { ES_CATALOG } from './es.js';

/** The rulebook's and the official cards' Spanish type names. */
export const SPANISH_TYPES: Readonly<Record<string, string>> = {
  Grass: 'Planta',
  Fire: 'Fuego',
  Water: 'Agua',
  Lightning: 'Rayo',
  Psychic: 'Psíquico',
  Fighting: 'Lucha',
  Darkness: 'Oscuridad',
  Metal: 'Metálico',
  Fairy: 'Hada',
  Dragon: 'Dragón',
  Colorless: 'Incoloro',
};

/** The adjectives among them agree with "Energía" (the rulebook's "Energía Incolora", "cuenta como Psíquica"). */
const SPANISH_ENERGY_TYPES: Readonly<Record<string, string>> = {
  Psychic: 'Psíquica',
  Metal: 'Metálica',
  Colorless: 'Incolora',
};

/** A language made of a catalog keyed "<scope>/<id>"; what the catalog lacks stays in the English table. */
function catalogLocale(
  lang: string,
  words: { and: string; or: string },
  catalog: Readonly<Record<string, MessageTemplate>>,
  types: Readonly<Record<string, string>>,
  energyTypes: Readonly<Record<string, string>> = {},
): Locale {
  return {
    lang,
    ...words,
    typeName: (type) => types[type] ?? type,
    energyTypeName: (type) => energyTypes[type] ?? types[type] ?? type,
    cardName: (card) => {
      const name = card.names?.[lang];
      if (!name) return card.name;
      // "Boss's Orders (Ghetsis)": the card data's localized name lacks the owner that tells printings apart.
      const owner = /\s\([^()]*\)$/.exec(card.name)?.[0];
      return owner && !name.endsWith(')') ? `${name}${owner}` : name;
    },
    template: (scope, id) => catalog[`${scope}/${id}`],
  };
}

export const SPANISH: Locale = catalogLocale(
  'es',
  { and: 'y', or: 'o' },
  ES_CATALOG,
  SPANISH_TYPES,
  SPANISH_ENERGY_TYPES,
);
