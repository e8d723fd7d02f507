import type { CardLookup } from '../cards/lookup/lookup.js';
import type { Card } from '../model/card.js';
import { refOf } from '../model/deck.js';
import { parseCardText } from '../parse/card-text.js';
import { describeUnresolved } from '../check/unresolved.js';
import { UsageError } from '../model/errors.js';

/** CARD on the command line: "NAME SET NUMBER", "SET NUMBER", an id, or a name (which may have several versions). */
export async function resolveCardArg(
  lookup: CardLookup,
  input: string,
): Promise<{ card: Card; versions?: undefined } | { card?: undefined; versions: Card[][] }> {
  const ref = refOf(parseCardText(input));
  await lookup.prefetch([ref]);
  const result = lookup.resolve(ref);
  if (result.status === 'found') return { card: result.card };
  if (result.status === 'ambiguous') return { versions: result.versions };
  throw new UsageError(describeUnresolved(input, result), (locale) => describeUnresolved(input, result, locale));
}
