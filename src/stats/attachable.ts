import type { Card, PokemonType } from '../model/card.js';
import { TYPES } from '../model/card.js';

/** Whether an Energy card can be attached to the Totem in the Totem Zone. */
export type Attachable = 'yes' | 'no' | 'unread';

// "This card can only be attached to …", "Boost Energy can be attached only to …", "attach this card only to …".
const RESTRICTION = /(?:can (?:only )?be attached only to|can only be attached to|attach this card only to)\s+([^.]+)/i;

const STRIKES = ['Single Strike', 'Rapid Strike', 'Fusion Strike'];
const V_FAMILY = ['V', 'VMAX', 'VSTAR', 'V-UNION'];

function energyText(card: Card): string {
  return [...card.rules, ...card.abilities.map((a) => a.text)].join(' ').replace(/\s+/g, ' ').replace(/’/g, "'");
}

/** Does the Totem meet one restriction clause ("an Evolved Pokémon (excluding Pokémon-ex)", "Fire Pokémon")? */
function meets(clause: string, totem: Card, stage: number | null): boolean | null {
  const name = totem.name;
  const c = clause.toLowerCase();
  if (/\bevol(?:ved|ution) pok[eé]mon/.test(c)) {
    // An Evolved / Evolution Pokémon is a Stage 1 or later one: the Totem's stage in this format (rulebook §4).
    const evolved = (stage ?? (totem.subtypes.includes('Basic') ? 0 : 1)) >= 1;
    const excludesEx = /excluding pok[eé]mon-ex/.test(c) && (/\bex$/.test(name) || totem.subtypes.includes('EX'));
    return evolved && !excludesEx;
  }
  for (const strike of STRIKES) if (c.includes(strike.toLowerCase())) return totem.subtypes.includes(strike);
  if (/pok[eé]mon v\b/.test(c)) return totem.subtypes.some((s) => V_FAMILY.includes(s));
  if (/team rocket's|rocket's in its name/.test(c))
    return /rocket's/i.test(name) || (/\bdark\b/.test(c) && /^dark /i.test(name));
  for (const team of ['Team Aqua', 'Team Magma']) if (c.includes(team.toLowerCase())) return name.includes(team);
  const type = TYPES.find((t) => new RegExp(`\\b${t.toLowerCase()} pok[eé]mon`).test(c));
  if (type) return totem.types.includes(type as PokemonType);
  return null;
}

/**
 * Rulebook §4, "Charging the Totem": attachment restrictions still apply in the Totem Zone — an Energy card that
 * can only be attached to a certain kind of Pokémon cannot be attached to a Totem that is not that kind. Basic
 * Energy has none. A restriction this reader does not know is `unread`: counted as attachable, and named.
 */
export function attachableToTotem(energy: Card, totem: Card | null, stage: number | null): Attachable {
  if (energy.energyKind !== 'special' || !totem) return 'yes';
  const m = RESTRICTION.exec(energyText(energy));
  if (!m) return 'yes';
  const ok = meets(m[1]!, totem, stage);
  return ok === null ? 'unread' : ok ? 'yes' : 'no';
}
