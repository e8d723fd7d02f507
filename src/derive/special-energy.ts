import type { Card, PokemonType } from '../model/card.js';
import { BASIC_ENERGY_TYPES, TYPES } from '../model/card.js';
import { expandSymbols, parseType } from '../model/names.js';
import { dataFile } from '../model/data-files.js';
import { type EnergyClass } from '../model/facts.js';
import { energyTypes } from '../model/message.js';
import { because } from '../model/reasons.js';

const NAMED = TYPES.filter((t) => t !== 'Colorless' && t !== 'Dragon');

function fromOverride(card: Card): EnergyClass | null {
  const table = dataFile<{ overrides: Record<string, 'colorless' | string[]> }>('special-energy.json').overrides;
  const entry = table[card.id] ?? table[card.name];
  if (!entry) return null;
  if (entry === 'colorless') return { kind: 'colorless', ...because('energy-override') };
  const types = entry.map((t) => parseType(t)).filter((t): t is PokemonType => t !== null);
  return { kind: 'types', types, ...because('energy-override') };
}

/**
 * What a Special Energy can provide, per printing. Anything that can provide Colorless — text saying
 * so, or "every type of Energy" — is a Special Colorless Energy; otherwise the specific types it provides;
 * "every type of basic Energy" is all nine basic types.
 */
export function classifySpecialEnergy(card: Card): EnergyClass {
  const override = fromOverride(card);
  if (override) return override;
  // Energy symbols as words: "provides {W} Energy" (the 2026 typed Special Energy) reads as "provides Water Energy".
  const text = expandSymbols([...card.rules, ...card.abilities.map((a) => a.text)].join(' ')).replace(/\s+/g, ' ');
  if (/every type of basic energy/i.test(text)) {
    return { kind: 'types', types: [...BASIC_ENERGY_TYPES], ...because('energy-every-basic') };
  }
  if (/(?:every type of energy|energy of every type)/i.test(text)) {
    return { kind: 'colorless', ...because('energy-every-type') };
  }
  if (/(?:provides?|counts? as)\s+(?:\d+\s+)?(?:Colorless|\[C\]|\{C\})/i.test(text)) {
    return { kind: 'colorless', ...because('energy-colorless') };
  }
  const provided = new Set<PokemonType>();
  for (const m of text.matchAll(/(?:provides?|counts? as)\b([^.]*)/gi)) {
    const clause = m[1]!;
    for (const type of NAMED) if (new RegExp(`\\b${type}`, 'i').test(clause)) provided.add(type);
  }
  if (provided.size) {
    const types = NAMED.filter((t) => provided.has(t));
    return { kind: 'types', types, ...because('energy-provides', { types: energyTypes(types) }) };
  }
  return { kind: 'unknown', ...because('energy-unknown') };
}
