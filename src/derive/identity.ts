import type { Card, PokemonType } from '../cards/model.js';
import { TYPES } from '../cards/model.js';
import { totemRetreat } from './cost.js';
import { byText } from '../compare.js';

export interface IdentitySource {
  type: PokemonType;
  from: 'totem-type' | 'attack' | 'retreat' | 'extra';
  detail: string;
}

export interface Identity {
  /** Every allowed type, sorted by name. */
  types: PokemonType[];
  /** The types the Totem grants by itself (own types, attack costs, Colorless). */
  base: PokemonType[];
  extraSlots: number;
  extraTypes: PokemonType[];
  /** declared by the player, inferred from the deck, or none needed. */
  extraSource: 'declared' | 'inferred' | 'none';
  colorlessTotem: boolean;
  retreatCost: number;
  sources: IdentitySource[];
}

/**
 * The Totem's base identity (SPEC §4.3, rulebook §3): own types (every piece of a LEGEND/V-UNION), every named
 * type in its attack costs, Colorless from Retreat Cost ≥ 1 or a Colorless Totem, and the number of free slots.
 */
export function baseIdentity(
  totem: Card[],
): Omit<Identity, 'extraTypes' | 'extraSource' | 'types'> & { types: PokemonType[] } {
  const sources: IdentitySource[] = [];
  const seen = new Set<PokemonType>();
  const add = (type: PokemonType, from: IdentitySource['from'], detail: string): void => {
    if (seen.has(type)) return;
    seen.add(type);
    sources.push({ type, from, detail });
  };
  const first = totem[0];
  const retreat = first ? totemRetreat(first).retreat : 0;
  for (const card of totem) for (const t of card.types) add(t, 'totem-type', card.name);
  for (const card of totem) {
    for (const attack of card.attacks) {
      for (const cost of attack.cost) {
        if (cost === 'Colorless' || cost === 'Free') continue;
        if ((TYPES as readonly string[]).includes(cost)) add(cost as PokemonType, 'attack', attack.name);
      }
    }
  }
  const colorlessTotem = totem.some((c) => c.types.includes('Colorless'));
  if (retreat >= 1 && !colorlessTotem) add('Colorless', 'retreat', `Retreat Cost ${retreat}`);
  const extraSlots = colorlessTotem ? retreat : Math.max(0, retreat - 1);
  const base = [...seen].sort(byText);
  return { types: base, base, extraSlots, colorlessTotem, retreatCost: retreat, sources };
}

/** Complete an identity with its extra types. */
export function withExtras(
  base: ReturnType<typeof baseIdentity>,
  extras: PokemonType[],
  source: Identity['extraSource'],
  why: (t: PokemonType) => string,
): Identity {
  const sources = [...base.sources];
  const extraTypes: PokemonType[] = [];
  for (const t of extras) {
    if (base.base.includes(t) || extraTypes.includes(t)) continue;
    extraTypes.push(t);
    sources.push({ type: t, from: 'extra', detail: why(t) });
  }
  const types = [...new Set([...base.base, ...extraTypes])].sort(byText);
  return { ...base, types, extraTypes, extraSource: extraTypes.length ? source : 'none', sources };
}

/** "Fire (attack Burning Darkness)" — where a type in the identity comes from. */
export function describeSource(source: IdentitySource): string {
  switch (source.from) {
    case 'totem-type':
      return `${source.type} (Totem type)`;
    case 'attack':
      return `${source.type} (attack ${source.detail})`;
    case 'retreat':
      return `${source.type} (${source.detail})`;
    case 'extra':
      return `${source.type} (extra type, ${source.detail})`;
  }
}

export function describeIdentity(identity: Identity): string {
  const parts = identity.sources.map(describeSource);
  const free = identity.extraSlots - identity.extraTypes.length;
  if (free > 0) parts.push(`${free} free extra slot${free === 1 ? '' : 's'}`);
  return parts.join(', ');
}
