import type { PokemonType } from '../model/card.js';
import { parseType } from '../model/names.js';

/** "Fire, Water", "{R}{W}", "fire water" → types, plus what could not be read. */
export function parseTypeList(input: string): { types: PokemonType[]; unknown: string[] } {
  const tokens = input
    .replace(/\}\s*\{/g, '},{')
    .split(/[,;/\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  const types: PokemonType[] = [];
  const unknown: string[] = [];
  for (const token of tokens) {
    const type = parseType(token);
    if (type) {
      if (!types.includes(type)) types.push(type);
    } else unknown.push(token);
  }
  return { types, unknown };
}
