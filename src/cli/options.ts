import type { PokemonType } from '../model/card.js';
import { parseCardText } from '../parse/card-text.js';
import { parseTypeList } from '../parse/extra-types.js';
import type { TotemOption } from '../check/resolve.js';
import { UsageError } from '../model/errors.js';

export function intOption(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 1000)
      throw new UsageError(`${name} takes a whole number from 0 to 1000, not "${value}"`);
    return n;
  };
}

export function extraTypesOption(value: string | undefined): PokemonType[] | null {
  if (value === undefined) return null;
  const { types, unknown } = parseTypeList(value);
  if (unknown.length)
    throw new UsageError(
      `--extra-types: "${unknown.join('", "')}" is not a type; use Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy, Dragon or Colorless`,
    );
  return types;
}

export function totemOption(value: string | undefined): TotemOption | null {
  if (value === undefined) return null;
  if (!value.trim()) throw new UsageError('--totem needs a card: "NAME SET NUMBER"');
  return { card: parseCardText(value), line: null };
}

export function formatOption(allowed: readonly string[]) {
  return (value: string): string => {
    if (!allowed.includes(value)) throw new UsageError(`--format must be one of ${allowed.join(', ')}, not "${value}"`);
    return value;
  };
}
