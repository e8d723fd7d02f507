import type { CardLookup } from '../cards/lookup/lookup.js';
import type { Card } from '../model/card.js';
import { refOf } from '../model/deck.js';
import { parseCardText } from '../parse/card-text.js';
import { describeUnresolved } from '../check/unresolved.js';
import { stageFacts } from '../derive/stage.js';
import { UsageError } from '../model/errors.js';
import { warnIfPartial } from './partial-store.js';

/**
 * CARD on the command line: "NAME SET NUMBER", "SET NUMBER", an id, or a name (which may have several versions),
 * with the species stages its cost needs fetched too.
 */
export async function resolveCardArg(
  lookup: CardLookup,
  input: string,
): Promise<{ card: Card; versions?: undefined } | { card?: undefined; versions: Card[][] }> {
  const ref = refOf(parseCardText(input));
  await lookup.prefetch([ref]);
  const result = lookup.resolve(ref);
  if (result.status === 'unknown') {
    warnIfPartial(lookup.store, 1);
    throw new UsageError(describeUnresolved(input, result), (locale) => describeUnresolved(input, result, locale));
  }
  const cards = result.status === 'found' ? [result.card] : result.versions.map((v) => v[0]!);
  // BREAK, LV.X, M and Primal cards build on their species' normal stage: ask the API for it, as `check` does.
  const bases = cards.map((card) => stageFacts(card, () => 0).base).filter((b): b is string => Boolean(b));
  if (bases.length) await lookup.prefetchSpecies([...new Set(bases)]);
  return result.status === 'found' ? { card: result.card } : { versions: result.versions };
}
