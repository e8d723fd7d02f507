import type { IdentitySource } from './facts.js';
import { nested, type MessageTable, type MessageValue } from './message.js';

/**
 * Clauses many messages share: where an identity type comes from, "line N". A rule's message nests them
 * (`{ kind: 'message', id: 'source-attack', … }`); the renderer looks here when the rule's own table lacks the id.
 */
export const COMMON_MESSAGES: MessageTable = {
  'source-totem-type': '{type} (Totem type)',
  'source-attack': '{type} (attack {attack})',
  'source-retreat': '{type} (Retreat Cost {retreat})',
  'source-extra-declared': '{type} (extra type, declared)',
  'source-extra-inferred': '{type} (extra type, inferred from the deck)',
  'source-extra-inferred-at': '{type} (extra type, inferred from the deck, first at line {line})',
  'free-slots': { one: '{count} free extra slot', other: '{count} free extra slots' },
  'at-line': 'line {line}',
  // The scripts the card data has no card names in (a note, and an unknown name in one).
  'language-chinese': 'Chinese',
  'language-japanese': 'Japanese',
  'language-korean': 'Korean',
  'language-thai': 'Thai',
  'at-option': '--totem',
  version: '{card} ({printings}{more})',
  'version-hp': '{card} {hp} HP ({printings}{more})',
  'versions-then': '{first}; {rest}',
  'versions-more': 'and {count} more',
  // Stage names (0 = Basic), supertypes, and the reasons derive/ gives for a card's facts.
  'stage-0': 'Basic',
  'stage-1': 'Stage 1',
  'stage-2': 'Stage 2',
  'stage-3': 'Stage 3',
  'supertype-Pokémon': 'Pokémon',
  'supertype-Trainer': 'Trainer',
  'supertype-Energy': 'Energy',
  // With its article: "an Energy card", "a Trainer card".
  'a-supertype-Pokémon': 'a Pokémon',
  'a-supertype-Trainer': 'a Trainer',
  'a-supertype-Energy': 'an Energy',
  'elig-not-pokemon': '{name} is {supertype} card, not a Pokémon',
  'elig-rule-box': 'Rule Box: {boxes}',
  'elig-shining': 'Shining Pokémon with the 1-per-deck rule',
  'elig-no-rule-box': '{name} has no Rule Box',
  'elig-no-rule-box-kinds': '{name} has no Rule Box ({kinds} is not a Rule Box)',
  'elig-tribute-pokemon': '{name} is a Pokémon: in the tribute variant any Pokémon can be a Totem',
  'stage-above': '{label} of a {stage} ({base})',
  'stage-above-unknown': '{label} of {base}, whose normal stage is unknown',
  'stage-legend': 'Pokémon LEGEND counts as Basic',
  'stage-vunion': 'Pokémon V-UNION counts as Stage 2',
  'stage-vmax': 'VMAX evolves from a Basic Pokémon V: Stage 1',
  'stage-vstar': 'VSTAR evolves from a Basic Pokémon V: Stage 1',
  'stage-no-stage': '{name} prints no stage',
  'stage-printed': 'printed {stage}',
  'stage-mega-modern': 'Mega Pokémon ex: printed {stage}',
  'energy-override': 'data/special-energy.json',
  'energy-every-basic': 'counts as every type of basic Energy',
  'energy-every-type': 'can provide every type of Energy, Colorless included',
  'energy-colorless': 'can provide Colorless Energy',
  'energy-provides': 'provides {types} Energy',
  'energy-unknown': 'no type could be read from the card text',
  'note-break-retreat':
    'BREAK prints no Retreat Cost and a Totem has no previous Evolution to retain one from: Retreat Cost 0',
  'note-lvx-retreat': 'LV.X: printed Retreat Cost used',
  'note-stage-unknown': 'stage unknown: {reason}; add it to data/species-stages.json',
  'tribute-discard': '{kind}: discard {count}',
  'tribute-read-as': '{kind} read as {stage}: discard {count} (interpretation)',
  'tribute-unknown': 'unknown stage',
};

/** Where an identity type comes from, as a message value. */
export function sourceValue({ type: t, from, detail, line }: IdentitySource): MessageValue {
  const type: MessageValue = { kind: 'types', types: [t] };
  if (from === 'attack') return nested('source-attack', { type, attack: detail });
  if (from === 'retreat') return nested('source-retreat', { type, retreat: detail });
  if (from === 'totem-type') return nested('source-totem-type', { type });
  if (detail === 'declared') return nested('source-extra-declared', { type });
  return line ? nested('source-extra-inferred-at', { type, line }) : nested('source-extra-inferred', { type });
}

/** "line 14", or "--totem" for a Totem named on the command line. */
export const whereValue = (line: number | null): MessageValue =>
  line === null ? nested('at-option') : nested('at-line', { line });
