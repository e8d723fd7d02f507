import type { CardIndex } from '../cards/card-index.js';
import { LayeredIndex } from '../cards/layered-index.js';
import { CardStore } from '../cards/store/store.js';
import { t } from './messages.js';
import { warn } from './output.js';

/**
 * Cards not found in a store that an interrupted `cards sync` left partial may just not be downloaded yet: say
 * so, next to the unknown-card errors, with the way to finish it. (The pack under a store is never partial.)
 */
export function warnIfPartial(cards: CardIndex, unknown: number): void {
  if (unknown === 0) return;
  const store = cards instanceof LayeredIndex ? cards.cache : cards;
  if (!(store instanceof CardStore)) return;
  const sync = store.unfinishedSync();
  if (sync) warn(t('partial-store', { count: unknown, done: sync.done, total: sync.total, store: store.path }));
}
