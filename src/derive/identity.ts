import type { Card, PokemonType } from '../model/card.js';
import { TYPES } from '../model/card.js';
import { totemRetreat } from './cost.js';
import { byText } from '../model/compare.js';
import { type Identity, type IdentitySource } from '../model/facts.js';

/**
 * The Totem's base identity: own types (every piece of a LEGEND/V-UNION), every named
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
  if (retreat >= 1 && !colorlessTotem) add('Colorless', 'retreat', String(retreat));
  const extraSlots = colorlessTotem ? retreat : Math.max(0, retreat - 1);
  const base = [...seen].sort(byText);
  return { types: base, base, extraSlots, colorlessTotem, retreatCost: retreat, sources };
}

/** A Totem's identity with the extra types declared for it, as many as its slots hold (`identity`, `--fits`). */
export function declaredIdentity(totem: Card[], declared: PokemonType[] | null): Identity {
  const base = baseIdentity(totem);
  return withExtras(base, (declared ?? []).slice(0, base.extraSlots), 'declared', () => ({ detail: 'declared' }));
}

export function withExtras(
  base: ReturnType<typeof baseIdentity>,
  extras: PokemonType[],
  source: Identity['extraSource'],
  why: (t: PokemonType) => Pick<IdentitySource, 'detail' | 'line'>,
): Identity {
  const sources = [...base.sources];
  const extraTypes: PokemonType[] = [];
  for (const t of extras) {
    if (base.base.includes(t) || extraTypes.includes(t)) continue;
    extraTypes.push(t);
    sources.push({ type: t, from: 'extra', ...why(t) });
  }
  const types = [...new Set([...base.base, ...extraTypes])].sort(byText);
  return { ...base, types, extraTypes, extraSource: extraTypes.length ? source : 'none', sources };
}
