import { rule as parse } from './parse/index.js';
import { rule as unknownCard } from './unknown-card/index.js';
import { rule as ambiguousCard } from './ambiguous-card/index.js';
import { rule as sectionCount } from './section-count/index.js';
import { rule as totemMissing } from './totem-missing/index.js';
import { rule as totemEligible } from './totem-eligible/index.js';
import { rule as deckSize } from './deck-size/index.js';
import { rule as singleton } from './singleton/index.js';
import { rule as identicalPokemon } from './identical-pokemon/index.js';
import { rule as aceSpecLimit } from './ace-spec-limit/index.js';
import { rule as radiantLimit } from './radiant-limit/index.js';
import { rule as prismStarLimit } from './prism-star-limit/index.js';
import { rule as starLimit } from './star-limit/index.js';
import { rule as typeIdentity } from './type-identity/index.js';
import { rule as specialEnergyIdentity } from './special-energy-identity/index.js';
import { rule as extraTypes } from './extra-types/index.js';
import { rule as banned } from './banned/index.js';
import { rule as basicPokemon } from './basic-pokemon/index.js';

import type { Rule } from '../model/rule.js';

/** Every rule, in report order: reading, the Totem, deck construction, identity, policy. All run on every deck. */
export const RULES: readonly Rule[] = [
  parse,
  unknownCard,
  ambiguousCard,
  sectionCount,
  totemMissing,
  totemEligible,
  deckSize,
  singleton,
  identicalPokemon,
  aceSpecLimit,
  radiantLimit,
  prismStarLimit,
  starLimit,
  typeIdentity,
  specialEnergyIdentity,
  extraTypes,
  banned,
  basicPokemon,
];

export const RULE_IDS: readonly string[] = RULES.map((r) => r.meta.id);
