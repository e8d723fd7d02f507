import { DECKS, EXTRA_TYPES, FORMAT, TOTEM, VARIANT, type CommandSpec } from '../shared/flags.js';

export const pod: CommandSpec = {
  name: 'pod',
  en: 'up to 8 decks side by side: verdict, Totem, Invocation Cost, identity, counts, two odds, the watch list',
  es: 'hasta 8 mazos lado a lado: veredicto, Tótem, Coste de Invocación, identidad, recuentos, dos probabilidades, la lista de vigilancia',
  args: [DECKS],
  options: [FORMAT, TOTEM, EXTRA_TYPES, VARIANT],
  data: true,
  load: () => import('./index.js'),
};
