import type { CardIndex } from '../cards/card-index.js';
import { LayeredIndex } from '../cards/layered-index.js';
import { CardCache } from '../cards/cache/overlay.js';
import { UnknownCardError, UnverifiedCardError } from '../commands/card-arg.js';
import type { Session } from '../commands/session.js';
import { t } from './messages.js';
import { warn } from './output.js';
import { couldNotVerify } from './unverified.js';

/**
 * Cards not found in an overlay that an interrupted `cards sync` left partial may just not be downloaded yet: say
 * so, next to the unknown-card errors, with the way to finish it. (The pack under it is never partial.)
 */
export function warnIfPartial(cards: CardIndex, unknown: number): void {
  if (unknown === 0) return;
  const store = cards instanceof LayeredIndex ? cards.cache : cards;
  if (!(store instanceof CardCache)) return;
  const sync = store.unfinishedSync();
  if (sync) warn(t('partial-store', { count: unknown, done: sync.done, total: sync.total, store: store.path }));
}

/**
 * A command on a CARD argument: when the card is unknown, the partial-store hint comes before the error; when its
 * source failed, the error names the sources.
 */
export async function withPartialHint<T>(session: () => Promise<Session>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnverifiedCardError) throw couldNotVerify(error.lookup, 1);
    if (error instanceof UnknownCardError) warnIfPartial((await session()).source.cards, 1);
    throw error;
  }
}
