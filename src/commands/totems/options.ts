import { FORMAT, VARIANT, type CommandSpec } from '../shared/flags.js';

export const totems: CommandSpec = {
  name: 'totems',
  en: 'list the cards that can be a Totem whose identity covers these types, cheapest first',
  es: 'lista las cartas que pueden ser Tótem cuya identidad cubre estos tipos, de menor a mayor coste',
  args: [{ name: '[query]' }],
  options: [
    {
      flags: '--types <types>',
      en: 'the types the identity must cover, e.g. Fire,Water',
      es: 'los tipos que la identidad debe cubrir, p. ej. Fuego,Agua',
    },
    VARIANT,
    {
      flags: '--limit <n>',
      en: 'list at most this many printings (default 500); the totals count them all',
      es: 'lista como mucho este número de impresiones (por defecto 500); los totales cuentan todas',
      value: 'limit',
    },
    FORMAT,
  ],
  data: true,
  load: () => import('./index.js'),
};
