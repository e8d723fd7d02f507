import { ENGLISH, type Locale } from '../render-message.js';

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The locale of a language; the Spanish catalog loads only when Spanish is asked for (start-up time). */
export async function loadLocale(lang: string): Promise<Locale> {
  return lang === 'es' ? (await import('./spanish.js')).SPANISH : ENGLISH;
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
