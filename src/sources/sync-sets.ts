import type { CardCache } from '../cards/cache/overlay.js';
import { computeSpeciesStages } from '../model/species.js';

export type SyncProgress = (done: number, total: number, set: string) => void;

/**
 * Download whole sets (`totem cards sync`), `concurrency` at once; `skip` counts a set done (the pack holds it).
 * Each finished set is marked in the store (`<prefix><set>`), so an interrupted sync resumes with the sets it had
 * not finished; after a failure no new set starts, the sets in flight finish, and the first error is thrown.
 */
export async function syncSets(
  store: Pick<CardCache, 'getMeta' | 'setMeta' | 'startSync' | 'finishSync' | 'putSpecies' | 'allPokemon'>,
  o: {
    prefix: string;
    ids: readonly string[];
    concurrency: number;
    progress: SyncProgress;
    skip?: (id: string) => boolean;
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
  const errors: unknown[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (errors.length === 0 && next < pending.length) {
      const id = pending[next++]!;
      try {
        const stored = await o.syncSet(id); // not `cards += await …`: the workers would lose each other's counts
        cards += stored;
        store.setMeta(`${o.prefix}${id}`, 'done');
        o.progress(++done, total, id);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency, pending.length)) }, worker));
  if (errors.length) throw errors[0];
  store.putSpecies(computeSpeciesStages(store.allPokemon()));
  store.finishSync(o.prefix);
  return { cards, sets: total, skipped };
}
