import type { PokemonType } from '../model/card.js';
import { parseCardText } from '../parse/card-text.js';
import { parseTypeList } from '../parse/extra-types.js';
import type { TotemOption } from '../check/resolve.js';
import { UsageError, errorOf } from '../model/errors.js';

export function intOption(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 1000) throw errorOf(UsageError, 'whole-number', { option: name, value });
    return n;
  };
}

/** `--runs` of the Monte Carlo model: 1 to 1,000,000 runs. */
export function runsOption(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw errorOf(UsageError, 'runs-range', { value });
  return n;
}

export function extraTypesOption(value: string | undefined): PokemonType[] | null {
  if (value === undefined) return null;
  const { types, unknown } = parseTypeList(value);
  if (unknown.length) throw errorOf(UsageError, 'not-a-type', { names: `"${unknown.join('", "')}"` });
  return types;
}

export function totemOption(value: string | undefined): TotemOption | null {
  if (value === undefined) return null;
  if (!value.trim()) throw errorOf(UsageError, 'totem-needs-card');
  return { card: parseCardText(value), line: null };
}

export function formatOption(allowed: readonly string[]) {
  return (value: string): string => {
    if (!allowed.includes(value)) throw errorOf(UsageError, 'format-choice', { choices: allowed.join(', '), value });
    return value;
  };
}
