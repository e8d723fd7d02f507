import type { CardLookup } from '../cards/lookup.js';
import type { Card } from '../cards/model.js';
import { parseCardText } from '../parse/card-text.js';
import { UsageError } from './errors.js';

/** CARD as SPEC §6: "NAME SET NUMBER", "SET NUMBER", an id, or a name (which may have several versions). */
export async function resolveCardArg(
  lookup: CardLookup,
  input: string,
): Promise<{ card: Card; versions?: undefined } | { card?: undefined; versions: Card[][] }> {
  const text = parseCardText(input);
  const ref = { name: text.name || undefined, set: text.set, number: text.number, id: text.id, text: text.text };
  await lookup.prefetch([ref]);
  const result = lookup.resolve(ref);
  if (result.status === 'found') return { card: result.card };
  if (result.status === 'ambiguous') return { versions: result.versions };
  const hint = result.suggestions.length ? `; did you mean ${result.suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
  throw new UsageError(`${input}: ${result.message}${hint}`);
}
