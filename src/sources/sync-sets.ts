import type { CardCache } from '../cards/cache/overlay.js';
import { computeSpeciesStages } from '../model/species.js';

export type SyncProgress = (done: number, total: number, set: string) => void;

/**
 * Download whole sets (`totem cards sync`), `concurrency` at once. Each finished set is marked in the store
 * (`<prefix><set>`), so an interrupted sync resumes with the sets it had not finished; after a failure no new set
 * starts, the sets in flight finish, and the first error is thrown.
 */
export async function syncSets(
  store: Pick<CardCache, 'getMeta' | 'setMeta' | 'startSync' | 'finishSync' | 'putSpecies' | 'allPokemon'>,
  o: {
    prefix: string;
    ids: readonly string[];
    concurrency: number;
    progress: SyncProgress;
    /** Sets counted as done without a download (the ones the card pack holds whole). */
    skip?: (id: string) => boolean;
    /** Download one set: how many cards it stored. */
    syncSet: (id: string) => Promise<number>;
  },
): Promise<{ cards: number; sets: number; skipped: number }> {
  const total = o.ids.length;
  let done = 0;
  let cards = 0;
  const pending: string[] = [];
  for (const id of o.ids) {
    if (store.getMeta(`${o.prefix}${id}`) === 'done' || o.skip?.(id)) o.progress(++done, total, id);
    else pending.push(id);
  }
  const skipped = done;
  store.startSync(o.prefix, total);
  let failure: { error: unknown } | null = null;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (!failure && next < pending.length) {
      const id = pending[next++]!;
      try {
        const stored = await o.syncSet(id); // not `cards += await …`: the workers would lose each other's counts
        cards += stored;
        store.setMeta(`${o.prefix}${id}`, 'done');
        o.progress(++done, total, id);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency, pending.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  store.putSpecies(computeSpeciesStages(store.allPokemon()));
  store.finishSync(o.prefix);
  return { cards, sets: total, skipped };
}
