import { EXTRA_TYPES, FORMAT, TOTEM, VARIANT, type CommandSpec } from '../shared/flags.js';

export const diff: CommandSpec = {
  name: 'diff',
  en: 'compare two decklists: cards added, removed and changed, the Totem and identity, each verdict (exit 0 same, 1 different)',
  es: 'compara dos listas de mazo: cartas añadidas, quitadas y cambiadas, el Tótem y la identidad, cada veredicto (sale 0 si son iguales, 1 si difieren)',
  args: [
    {
      name: '<old>',
      en: 'the list before (a file, or - for stdin)',
      es: 'la lista de antes (un archivo, o - para la entrada estándar)',
    },
    { name: '<new>', en: 'the list after', es: 'la lista de después' },
  ],
  options: [FORMAT, TOTEM, EXTRA_TYPES, VARIANT],
  data: true,
  load: () => import('./index.js'),
};
