import { openCardPack, type CardPack } from '../../src/lib/browser.js';
import { NO_STORE, PACK_CACHE, checkedText, filesOf, type FileCheck } from './pack-store.js';

// A pack file for the page's workers (the check, fits, compare): the network (through the service worker, which
// answers from its cache first), else the cache itself (offline). Each file is checked against the index before
// it is handed over: a copy that is not the file (damaged or edited in the cache) is removed and fetched again
// past every cache, so one bad copy never makes sets "not on this device"; offline, its set is named as damaged.

/** Sets (by id, or the file's name) whose kept copy was damaged and could not be fetched again in this worker. */
export const damagedSets = new Set<string>();

/** The index's checks of the other files; none from an index that is no JSON (the reader says what is wrong). */
function checksOf(index: Uint8Array): Map<string, FileCheck> {
  try {
    return filesOf(JSON.parse(new TextDecoder().decode(index)) as unknown).checks;
  } catch {
    return new Map();
  }
}

/** Writes to the cache waiting for a pause: none while files still come (a check is on its way). */
const KEEP_AFTER = 1500;
const toKeep: (() => Promise<void>)[] = [];
let keepTimer: ReturnType<typeof setTimeout> | undefined;

/** `put` once no file has been kept for KEEP_AFTER ms, after the ones before it, one at a time. */
function keepLater(put: () => Promise<void>): void {
  toKeep.push(put);
  clearTimeout(keepTimer);
  keepTimer = setTimeout(async () => {
    for (let next = toKeep.shift(); next; next = toKeep.shift()) await next().catch(() => {});
  }, KEEP_AFTER);
}

export function packLoader(base: string) {
  const cache = typeof caches === 'undefined' ? null : caches.open(PACK_CACHE).catch(() => null);
  let checks = new Map<string, FileCheck>();
  const fetched = async (url: string, init?: RequestInit): Promise<Uint8Array> => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    // As it came: packed or not (a server's Content-Encoding), the reader takes either.
    return new Uint8Array(await response.arrayBuffer());
  };
  // On the very first visit the service worker does not control the page yet: a fetched file is kept here too, so
  // the next visit works offline even for the sets this one fetched — once it passed its check, so a damaged copy
  // is never written after its removal. Later (keepLater): the cache's look-ups and writes took this thread ~100 ms
  // of a cold load's first check (15 sets, a trace at load 3).
  const keep = (url: string, bytes: Uint8Array, replace: boolean): void =>
    keepLater(async () => {
      const kept = await cache;
      if (kept && (replace || !(await kept.match(url)))) await kept.put(url, new Response(bytes as BlobPart));
    });
  // A file asked for again while it loads (a prefetch, then the check of the same list) is fetched once.
  const loading = new Map<string, Promise<Uint8Array>>();
  const load = async (name: string): Promise<Uint8Array> => {
    const url = new URL(name, base).href;
    let bytes: Uint8Array;
    let fresh = true;
    try {
      // Once more after a failure: a service worker taking control mid-request can drop it.
      bytes = await fetched(url).catch(() => fetched(url));
    } catch (error) {
      const kept = await (await cache)?.match(url);
      if (!kept) throw error;
      bytes = new Uint8Array(await kept.arrayBuffer());
      fresh = false;
    }
    const check = checks.get(name);
    if (name === 'index.json') checks = checksOf(bytes);
    const text = check ? await checkedText(bytes, check) : bytes;
    if (text || !check) {
      if (fresh) keep(url, bytes, false);
      return text ?? bytes;
    }
    await (await cache)?.delete(url);
    try {
      bytes = await fetched(url, NO_STORE);
      keep(url, bytes, true);
      damagedSets.delete(check.set ?? name);
    } catch {
      damagedSets.add(check.set ?? name);
      throw new Error(`the copy of ${name} on this device was damaged and has been removed`);
    }
    return bytes;
  };
  return (name: string): Promise<Uint8Array> => {
    let file = loading.get(name);
    if (!file) {
      file = load(name).finally(() => loading.delete(name));
      loading.set(name, file);
    }
    return file;
  };
}

let opened: Promise<CardPack> | null = null;

/** The card pack of the worker's panels (fits, compare, play), opened once and kept; opened again after a failure. */
export function sharedPack(packUrl: string): Promise<CardPack> {
  return (opened ??= openCardPack(packLoader(packUrl)).catch((error: unknown) => {
    opened = null;
    throw error;
  }));
}
