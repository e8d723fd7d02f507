import type { CardLookup } from '../../cards/lookup/lookup.js';
import type { GameVariant } from '../../model/variant.js';
import type { Card } from '../../model/card.js';
import { refOf } from '../../model/deck.js';
import { parseCardText } from '../../parse/card-text.js';
import { totemEligibility } from '../../derive/eligibility.js';
import type { Locale } from '../../model/render-message.js';
import { stageFacts } from '../../derive/stage.js';
import { ApiError, UsageError } from '../../model/errors.js';

/** A CARD argument that names no card (the face may add why: an unfinished sync). */
export class UnknownCardError extends UsageError {
  override name = 'UnknownCardError';
}

/**
 * A CARD argument the source that should know it failed to answer for: no verdict (and no did-you-mean), exit 2.
 * The face words it, naming the sources that failed (`lookup.failedSources()`).
 */
export class UnverifiedCardError extends ApiError {
  override name = 'UnverifiedCardError';
  constructor(readonly lookup: CardLookup) {
    super('Could not verify the card: its card source did not answer. Try again, or use --offline.');
  }
}

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
    // The source that should have known it failed: no verdict (and no did-you-mean), exit 2.
    if (lookup.couldNotVerify(ref) && result.reason !== 'name-mismatch') throw new UnverifiedCardError(lookup);
    // The rules' wording loads only when a card is not found (start-up time of cost and identity).
    const { describeUnresolved } = await import('../../check/unresolved.js');
    throw new UnknownCardError(describeUnresolved(input, result), (locale) =>
      describeUnresolved(input, result, locale),
    );
  }
  const cards = result.status === 'found' ? [result.card] : result.versions.map((v) => v[0]!);
  // BREAK, LV.X, M and Primal cards build on their species' normal stage: ask the API for it, as `check` does.
  const bases = cards.map((card) => stageFacts(card, () => 0).base).filter((b): b is string => Boolean(b));
  if (bases.length) await lookup.prefetchSpecies([...new Set(bases)]);
  return result.status === 'found' ? { card: result.card } : { versions: result.versions };
}

/** Why a card can't be a Totem, in the words of the `totem-eligible` rule (loaded only then); null when it can. */
export async function notATotem(card: Card, locale: Locale, variant: GameVariant = 'standard'): Promise<string | null> {
  if (totemEligibility(card, variant).eligible) return null;
  return (await import('../../check/unresolved.js')).notATotemMessage(card, locale, variant);
}
