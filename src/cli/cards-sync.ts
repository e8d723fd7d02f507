import { storePath } from '../cards/open.js';
import { openStore } from '../cards/store/store.js';
import { out, progress, warn } from './output.js';
import { count } from './import-progress.js';
import { cliLocale, t } from './messages.js';

/** `totem cards sync`: every set and card from the Pokémon TCG API into the store (resumable). */
export async function runSync(): Promise<number> {
  const { store, warnings } = openStore(storePath());
  try {
    for (const w of warnings) warn(w);
    const { ApiClient, ApiRemote } = await import('../cards/sources/pokemontcg/api.js');
    const { ApiError } = await import('../model/errors.js');
    const client = new ApiClient({ baseUrl: process.env.TOTEM_API_URL, apiKey: process.env.POKEMONTCG_API_KEY });
    const remote = new ApiRemote(client, store, warn);
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
    const result = await remote.sync(onProgress).catch((error: unknown) => {
      // API down but the store can answer (a CI cache): keep what is there, warn, and let the job go on.
      if (!(error instanceof ApiError) || store.count() === 0) throw error;
      if (tty) process.stderr.write('\n');
      warn(t('sync-api-down', { error: error.text(cliLocale()), count: store.count(), store: store.path }));
      return null;
    });
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
  } catch (error) {
    store.closeAfter(error);
    throw error;
  } finally {
    store.close();
  }
}
