import type { PokemonType } from '../model/card.js';
import { parseCardText } from '../parse/card-text.js';
import { parseTypeList } from '../parse/extra-types.js';
import type { TotemOption } from '../check/resolve.js';
import { UsageError, errorOf } from '../model/errors.js';

// `--totem` and `--extra-types` as the CLI and the library take them: the words a player writes.

/** "Fire,Water" (either language) → types; a word that is no type is a usage error. */
export function extraTypesOption(value: string | undefined): PokemonType[] | null {
  if (value === undefined) return null;
  const { types, unknown } = parseTypeList(value);
  if (unknown.length) throw errorOf(UsageError, 'not-a-type', { names: `"${unknown.join('", "')}"` });
  return types;
}

/** "NAME SET NUMBER" (or an id, or a name) → the Totem to check the deck with. */
export function totemOption(value: string | undefined): TotemOption | null {
  if (value === undefined) return null;
  if (!value.trim()) throw errorOf(UsageError, 'totem-needs-card');
  return { card: parseCardText(value), line: null };
}
