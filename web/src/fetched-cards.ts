import type { CardPack } from '../../src/lib/browser.js';
import { newerTcgdexSets, onlineCards, type FetchedCards } from '../../src/lib/browser-online.js';
import { idbStore } from './idb.js';
import { mark } from './mark.js';

// The cards of sets newer than the page's pack (issue 40): fetched from the TCGdex API when the device is online,
// through the library's own client, and kept in this device's IndexedDB (as the page keeps decks), so a list that
// checked online checks offline too. One record per answer; every record read back on each check (a few cards).

/** TCGdex's REST API: the page's one card source beside its own pack (web/index.html's CSP allows it). */
export const TCGDEX_API = 'https://api.tcgdex.net/v2';

/** One record per answer (its cards and sets). */
const run = idbStore('totem-fetched-cards', 'answers', { autoIncrement: true });

/** What earlier checks kept; nothing where the device keeps nothing (a private window, storage refused). */
async function kept(): Promise<FetchedCards> {
  const records = await run('readonly', (s) => s.getAll() as IDBRequest<Partial<FetchedCards>[]>).catch(() => []);
  return {
    cards: records.flatMap((record) => (Array.isArray(record.cards) ? record.cards : [])),
    sets: records.flatMap((record) => (Array.isArray(record.sets) ? record.sets : [])),
  };
}

/** What the check's worker read of it as it started: the first check takes that instead of reading again. */
let early: Promise<FetchedCards> | null = null;

/**
 * The database opened and read now, with the pack (the check's worker as the page starts): opening it the first time
 * creates it, which a first check waited for (~90 ms between the pack and the analysis on a loaded 2-core machine),
 * and reading it was another 10 ms before a first check could ask for its sets.
 */
export const openKept = (): void => void (early = kept().finally(() => mark('w:kept-read')));

/**
 * The pack over what this device kept; online (and `ask`), a line the pack lacks is asked of TCGdex and its answer
 * kept. A check made ahead of the press asks nothing (engine.ts).
 */
export async function pageCards(pack: CardPack, ask = true) {
  newerSets(pack); // asked now, beside the check: its notice can come with this verdict already
  const keep = (fetched: FetchedCards) => void run('readwrite', (s) => s.add(fetched)).catch(() => {});
  const records = early ?? kept();
  early = null; // the first check only: later ones read what checks kept since
  return onlineCards(pack, await records, keep, ask && navigator.onLine ? TCGDEX_API : null);
}

let newer: string[] | null = null;
let asking = false;

/**
 * The sets TCGdex lists that this page's card data lacks, for one notice: asked once online, never waited for (a
 * verdict comes first); until the answer is in, none. A failed request is asked again by a later check.
 */
export function newerSets(pack: CardPack): string[] {
  if (newer === null && !asking && navigator.onLine) {
    asking = true;
    newerTcgdexSets(pack, TCGDEX_API)
      .then((sets) => (newer = sets))
      .catch(() => {})
      .finally(() => (asking = false));
  }
  return newer ?? [];
}
