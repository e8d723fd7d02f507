import type { CardStore } from '../cards/store/store.js';
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
