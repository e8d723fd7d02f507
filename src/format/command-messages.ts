import type { MessageTable } from '../model/message.js';

/**
 * The words of the `cost` and `identity` formatters (rows, columns, notes), in the `cli` scope of the catalogs:
 * the CLI prints them, and the page shows a Totem's facts with them (through the library, not the CLI).
 */
export const COMMAND_MESSAGES: MessageTable = {
  // cost
  'row-stage': 'Stage',
  'row-retreat': 'Retreat Cost',
  'row-invocation': 'Invocation Cost',
  'row-after-kos': 'After Knock Outs',
  'row-prizes': 'Prize cards',
  'row-tribute': 'Tribute Cost',
  'row-note': 'Note',
  'stage-unknown': 'unknown — {reason}',
  'stage-known': '{stage}, stage value {value} — {reason}',
  'plus-kos': { one: ' + {count} Knock Out', other: ' + {count} Knock Outs' },
  'after-kos': { one: '{count} KO: {cost}', other: '{count} KOs: {cost}' },
  'plus-returns': { one: ' + {count} return', other: ' + {count} returns' },
  'evolution-tribute': 'or an Evolution Tribute: discard 1 to evolve it onto an eligible Pokémon in play',
  'has-versions': { one: '{input} has {count} version:', other: '{input} has {count} different versions:' },
  'col-version': 'version',
  'col-printings': 'printings',
  'col-printing': 'printing',
  'col-family': 'family',
  'col-hp': 'HP',
  'col-stage-value': 'stage value',
  'col-retreat': 'retreat',
  'col-cost': 'cost',
  'col-prizes': 'prizes',
  'col-identity': 'identity',
  'col-extra-slots': 'extra slots',
  // identity
  'row-identity': 'Identity',
  'row-extra-slots': 'Extra slots',
  'identity-none': '(none)',
  'slots-colorless': ' (Colorless Totem: the full Retreat Cost)',
  'slots-retreat': ' (Retreat Cost {retreat} − 1)',
  'zero-retreat': 'Retreat Cost 0: Colorless Pokémon and Special Colorless Energy are not allowed',
  'would-break': {
    one: '{count} card in {deck} would break under this Totem:',
    other: '{count} cards in {deck} would break under this Totem:',
  },
  'all-fit': 'every card in {deck} fits this Totem',
  'break-line': 'line {line}: {message} [{rule}]',
  // sample
  'sample-seed': 'seed {seed}',
  'sample-totem': 'Totem Zone',
  'sample-no-totem': '(no Totem)',
  'sample-hand': { one: 'Hand ({count} mulligan before it):', other: 'Hand ({count} mulligans before it):' },
  'sample-prizes': 'Prize cards',
  'sample-turn': 'Turn {turn} ({energy} Energy on the Totem)',
  'sample-invoked': 'the Totem can be invoked',
};
