import type { CardStore } from '../cards/store/store.js';
import { UnknownCardError } from '../commands/card-arg.js';
import type { Session } from '../commands/session.js';
import { t } from './messages.js';
import { warn } from './output.js';

/**
 * Cards not found in a store that an interrupted `cards sync` left partial may just not be downloaded yet: say
 * so, next to the unknown-card errors, with the way to finish it.
 */
export function warnIfPartial(store: CardStore, unknown: number): void {
  if (unknown === 0) return;
  const sync = store.unfinishedSync();
  if (sync) warn(t('partial-store', { count: unknown, done: sync.done, total: sync.total, store: store.path }));
}

/** A command on a CARD argument: when the card is unknown, the partial-store hint comes before the error. */
export async function withPartialHint<T>(session: Session, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnknownCardError) warnIfPartial(session.source.store, 1);
    throw error;
  }
}
