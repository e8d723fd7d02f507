export type Lang = 'en' | 'es';
export const LANGS: readonly Lang[] = ['en', 'es'];

/** `?lang=es` first, then the browser's languages in order (es-ES, es-419 → es), else English. */
export function chooseLang(search: string, browser: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'es' || asked === 'en') return asked;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}
