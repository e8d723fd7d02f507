import type { MessageTemplate } from '../message.js';
import { ENGLISH, type Locale } from '../render-message.js';
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

/** A language made of a catalog keyed "<scope>/<id>"; what the catalog lacks stays in the English table. */
function catalogLocale(
  lang: string,
  words: { and: string; or: string },
  catalog: Readonly<Record<string, MessageTemplate>>,
  types: Readonly<Record<string, string>>,
): Locale {
  return {
    lang,
    ...words,
    typeName: (type) => types[type] ?? type,
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

export const SPANISH: Locale = catalogLocale('es', { and: 'y', or: 'o' }, ES_CATALOG, SPANISH_TYPES);

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export function localeFor(lang: string): Locale {
  return lang === 'es' ? SPANISH : ENGLISH;
}

/** "es_ES.UTF-8", "es_MX", "es" → es; anything else → en. */
export function langOfLocaleName(value: string | undefined): Lang | null {
  if (!value) return null;
  return /^es(?:[_-]|$|\.)/i.test(value) ? 'es' : 'en';
}

/** The language the environment asks for: LC_ALL, then LC_MESSAGES, then LANG (POSIX order); null when unset. */
export function langFromEnv(env: NodeJS.ProcessEnv = process.env): Lang | null {
  const value = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  if (value === undefined || value === 'C' || value === 'POSIX') return value === undefined ? null : 'en';
  return langOfLocaleName(value);
}
