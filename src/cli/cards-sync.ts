import { overlayPath } from '../cards/open.js';
import { CardCache } from '../cards/cache/overlay.js';
import { openPackDir, packDir } from '../cards/pack/node.js';
import type { SyncResult } from '../sources/index.js';
import { checkApiSettings } from '../sources/settings.js';
import { cardEnv } from '../commands/card-env.js';
import { cardNotice } from '../model/card-messages.js';
import { out, progress, warn } from './output.js';
import { count } from './import-progress.js';
import { cliLocale, t } from './messages.js';

/** `totem cards sync`: every set the pack lacks, whole, from the card APIs into the overlay (resumable). */
export async function runSync(): Promise<number> {
  const env = cardEnv();
  const store = new CardCache(overlayPath(env.cacheDir), warn);
  // A read-only cache gets no download: said, exit 2 (checks still read the shipped pack and what is cached).
  if (store.readonly) {
    warn(t('sync-read-only', { dir: store.path }));
    return 2;
  }
  const { ApiError } = await import('../model/errors.js');
  // With the shipped card pack, only what it lacks (newer sets) is downloaded.
  const shipped = packDir(env.packDir);
  const pack = shipped ? await openPackDir(shipped) : null;
  // No network budget: a sync downloads every set, for as long as that takes.
  const apis = checkApiSettings({ ...env.apis, networkBudget: undefined });
  const sources = (await import('../sources/index.js')).syncSources(store, pack, apis, warn);
  const tty = Boolean(process.stderr.isTTY);
  let lastLine = 0;
  const onProgress = (done: number, total: number, set: string): void => {
    if (tty) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
      progress(`${t('sync-bar', { bar, done, total, set })}   `, {
        rewrite: true,
        last: done === total,
      });
    } else if (done === total || Date.now() - lastLine > 2000) {
      lastLine = Date.now();
      progress(t('sync-progress', { done, total, set }), { rewrite: false, last: done === total });
    }
  };
  const sync = async (i: number): Promise<SyncResult | null> =>
    sources[i]!.sync(onProgress).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      if (tty) process.stderr.write('\n');
      // The next API, when there is one; then the overlay (a CI cache) or the pack answers what it can.
      if (i + 1 < sources.length) {
        warn(cardNotice('api-down-asking', { error: error.text(cliLocale()), next: sources[i + 1]!.name }));
        return sync(i + 1);
      }
      if (store.count() === 0 && !pack) throw error;
      warn(t('sync-api-down', { error: error.text(cliLocale()), count: store.count(), store: store.path }));
      return null;
    });
  const result = await sync(0);
  if (!result) return 0;
  const { sets, skipped, cards } = result;
  out(
    t('synced', {
      sets: count(sets),
      skipped: count(skipped),
      cards: count(cards),
      count: count(store.count()),
      store: store.path,
    }),
  );
  return 0;
}
