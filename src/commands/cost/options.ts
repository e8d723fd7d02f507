import { FORMAT, VARIANTS, type CommandSpec } from '../shared/flags.js';

export const cost: CommandSpec = {
  name: 'cost',
  en: "a Totem's stage, Retreat Cost, Invocation Cost and Prize cards",
  es: 'la Fase, el Coste de Retirada, el Coste de Invocación y las cartas de Premio de un Tótem',
  args: [
    {
      name: '<card>',
      en: '"NAME SET NUMBER", "SET NUMBER", an id, or a name',
      es: '"NOMBRE SET NÚMERO", "SET NÚMERO", un id o un nombre',
    },
  ],
  options: [
    {
      flags: '--kos <n>',
      en: 'times the Totem was Knocked Out',
      es: 'veces que el Tótem ha quedado Fuera de Combate',
      value: 'count',
      default: 0,
    },
    {
      flags: '--variant <variant>',
      en: 'cost rules',
      es: 'reglas del coste',
      choices: VARIANTS,
      default: 'standard',
    },
    {
      flags: '--returns <n>',
      en: 'tribute variant: times the Totem returned to the Totem Zone',
      es: 'variante de tributo: veces que el Tótem ha vuelto a la Zona del Tótem',
      value: 'count',
      default: 0,
    },
    FORMAT,
  ],
  data: true,
  load: () => import('./index.js'),
};
