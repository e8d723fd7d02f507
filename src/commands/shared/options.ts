import type { PokemonType } from '../../model/card.js';
import { parseCardText } from '../../parse/card-text.js';
import { parseTypeList } from '../../parse/extra-types.js';
import type { TotemOption } from '../../check/resolve.js';
import { UsageError, errorOf } from '../../model/errors.js';

/**
 * The bounds of the flags, as data for both faces: the CLI's `--kos`/`--returns`/`--seed` (count), `--runs`, `--limit`,
 * `--category`; the library's argument schemas (lib/calls.ts) take the same.
 */
export const BOUNDS = {
  count: { min: 0, max: 1000 },
  runs: { min: 1, max: 1_000_000 },
  limit: { min: 1, max: 100_000 },
} as const;
export const FITS_CATEGORIES = ['pokemon', 'trainer', 'energy'] as const;
export type FitsCategory = (typeof FITS_CATEGORIES)[number];

// `--totem` and `--extra-types` as the CLI and the library take them: the words a player writes.

/** "Fire,Water" (either language) → types; a word that is no type is a usage error naming `option`. */
export function extraTypesOption(value: string | undefined, option = '--extra-types'): PokemonType[] | null {
  if (value === undefined) return null;
  const { types, unknown } = parseTypeList(value);
  if (unknown.length) throw errorOf(UsageError, 'not-a-type', { option, names: `"${unknown.join('", "')}"` });
  return types;
}

/** `--type Fire` (either language): one type; anything else is a usage error naming `option`. */
export function oneTypeOption(value: string | undefined, option = '--type'): PokemonType | null {
  if (value === undefined) return null;
  const { types, unknown } = parseTypeList(value);
  if (unknown.length || types.length !== 1)
    throw errorOf(UsageError, 'not-a-type', {
      option,
      names: `"${[...unknown, ...types.slice(1)].join('", "') || value}"`,
    });
  return types[0]!;
}

/** "NAME SET NUMBER" (or an id, or a name) → the Totem to check the deck with. */
export function totemOption(value: string | undefined): TotemOption | null {
  if (value === undefined) return null;
  if (!value.trim()) throw errorOf(UsageError, 'totem-needs-card');
  return { card: parseCardText(value), line: null };
}

/**
 * The most work `--model search` does for one deck: runs × cards (each run deals the whole deck). 50,000,000 is
 * about 10 s on a laptop core for any deck; a 99-card deck keeps up to 505,050 runs, a 400-card one 125,000.
 */
export const MAX_SEARCH_WORK = 50_000_000;

/** `--runs` for one deck of `cards` cards: past the bound it is a usage error that says the range for this deck. */
export function searchRunsOption(runs: number, cards: number, file: string): number {
  if (runs * cards <= MAX_SEARCH_WORK) return runs;
  const max = Math.floor(MAX_SEARCH_WORK / cards);
  throw errorOf(UsageError, 'runs-too-much-work', { runs, cards, file, work: MAX_SEARCH_WORK, max });
}
