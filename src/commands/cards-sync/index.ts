import { CardCache } from '../../cards/cache/overlay.js';
import { overlayPath } from '../../cards/open.js';
import { openPackDir, packDir } from '../../cards/pack/node.js';
import { cardNotice } from '../../model/card-messages.js';
import { ApiError } from '../../model/errors.js';
import type { MessageData } from '../../model/message.js';
import type { Notice } from '../../model/notice.js';
import { renderMessage } from '../../model/render-message.js';
import type { SyncResult as Synced } from '../../sources/index.js';
import { checkApiSettings } from '../../sources/settings.js';
import { cardEnv } from '../shared/card-env.js';
import type { CommandModule, Run } from '../shared/command.js';
import type { SyncResult } from './result.js';
import { syncText } from './text.js';
import { SYNC_WORDS } from './words.js';

/** `totem cards sync`: every set the pack lacks, whole, from the card APIs into the overlay (resumable). */
async function cardsSync(run: Run<object>): Promise<SyncResult> {
  const { locale } = run;
  // No code cache written after it (bin/load-bundle.js): the API clients it compiles are no other run's.
  (globalThis as Record<symbol, unknown>)[Symbol.for('totem.noCodeCache')] = true;
  const words = (id: string, data: MessageData) => renderMessage(SYNC_WORDS, 'cli', id, data, locale);
  const warn = (notice: Notice) => run.say(notice.text(locale));
  const env = cardEnv();
  const store = new CardCache(overlayPath(env.cacheDir), warn);
  // A read-only cache gets no download: said, exit 2 (checks still read the shipped pack and what is cached).
  if (store.readonly) {
    run.say(words('sync-read-only', { dir: store.path }));
    return { exitCode: 2 };
  }
  // With the shipped card pack, only what it lacks (newer sets) is downloaded.
  const shipped = packDir(env.packDir);
  const pack = shipped ? await openPackDir(shipped) : null;
  // No network budget: a sync downloads every set, for as long as that takes.
  const apis = checkApiSettings({ ...env.apis, networkBudget: undefined });
  const sources = (await import('../../sources/index.js')).syncSources(store, pack, apis, warn);
  let lastLine = 0;
  const onProgress = (done: number, total: number, set: string): void => {
    if (run.live) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
      run.progress(`${words('sync-bar', { bar, done, total, set })}   `, done === total);
    } else if (done === total || Date.now() - lastLine > 2000) {
      lastLine = Date.now();
      run.progress(words('sync-progress', { done, total, set }), done === total);
    }
  };
  const sync = async (i: number): Promise<Synced | null> =>
    sources[i]!.sync(onProgress).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      if (run.live) run.progress('', true);
      // The next API, when there is one; then the overlay (a CI cache) or the pack answers what it can.
      if (i + 1 < sources.length) {
        warn(cardNotice('api-down-asking', { error: error.text(locale), next: sources[i + 1]!.name }));
        return sync(i + 1);
      }
      if (store.count() === 0 && !pack) throw error;
      run.say(words('sync-api-down', { error: error.text(locale), count: store.count(), store: store.path }));
      return null;
    });
  const result = await sync(0);
  return { synced: result ? { ...result, count: store.count(), store: store.path } : undefined, exitCode: 0 };
}

export const command: CommandModule<object, SyncResult> = {
  run: cardsSync,
  json: syncText,
  text: syncText,
  exitCode: (result) => result.exitCode,
};
