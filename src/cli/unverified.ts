import type { CardLookup } from '../cards/lookup/lookup.js';
import { ApiError, errorOf } from '../model/errors.js';
import { list, nested, type MessageValue } from '../model/message.js';
import { CLI_MESSAGES } from './messages.js';

/**
 * The error of a run that could not verify `count` cards: exit 2 (a data problem, not an invalid deck), naming the
 * card sources that failed and the next step.
 */
export function couldNotVerify(lookup: CardLookup, count: number): ApiError {
  const failed = lookup.failedSources();
  // Offline, card files of the cache found damaged (src/cards/open.ts): no API failed, those files did.
  const unread = failed.find((n) => n.id === 'card-files-unread');
  if (unread)
    return errorOf(
      ApiError,
      'could-not-verify-unread',
      { count, files: unread.data.files! as MessageValue },
      CLI_MESSAGES,
      'cli',
    );
  // No source failed: nothing was asked (--offline, or a set newer than the card data with no API to ask).
  if (!failed.length) return errorOf(ApiError, 'could-not-verify-newer', { count }, CLI_MESSAGES, 'cli');
  const ids = failed.map((n) => (n.id === 'api-tcgdex' ? 'source-tcgdex' : 'source-pokemontcg'));
  const sources = list(
    [...new Set(ids)].map((id) => nested(id)),
    'and',
  );
  return errorOf(ApiError, 'could-not-verify', { count, sources }, CLI_MESSAGES, 'cli');
}
