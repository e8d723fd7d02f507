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

/**
 * Writes to the cache wait for a pause: none while files come or a check runs (the next one, on a second list). At
 * most KEEP_WITHIN after the first write waiting, though: a player who edits on and on, then closes the tab, has the
 * sets kept for the next visit all the same.
 */
const KEEP_AFTER = 1500;
const KEEP_WITHIN = 10_000;
const toKeep: (() => Promise<void>)[] = [];
let keepTimer: ReturnType<typeof setTimeout> | undefined;
/** When a file came or a check started or ended last; when the first write now waiting came. */
let busy = 0;
let waiting = 0;

const schedule = (): void => {
  clearTimeout(keepTimer);
  keepTimer = setTimeout(() => void flush(), Math.min(KEEP_AFTER, waiting + KEEP_WITHIN - Date.now()));
};

/** The writes waiting, one at a time; the rest wait again for a pause when the worker got busy meanwhile. */
async function flush(): Promise<void> {
  for (let next = toKeep.shift(); next; next = toKeep.shift()) {
    await next().catch(() => {});
    if (toKeep.length && Date.now() - busy < KEEP_AFTER && Date.now() - waiting < KEEP_WITHIN) return schedule();
  }
}

// "Clear stored card data" (PackStore.clear) says so on this channel before it deletes: the writes still waiting
// are dropped, or they would put the sets back after it.
if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(PACK_CACHE).onmessage = () => void toKeep.splice(0);

/** `put` once the worker has had KEEP_AFTER ms of pause, after the writes before it. */
function keepLater(put: () => Promise<void>): void {
  if (!toKeep.length) waiting = Date.now();
  toKeep.push(put);
  keepBusy();
}

/** The worker is busy (a check starts or ends): the writes waiting wait for the next pause. */
export function keepBusy(): void {
  busy = Date.now();
  if (toKeep.length) schedule();
}

/**
 * A worker's loader of a pack's files. `early` starts loading some sets' files before the reader asks for them, and
 * drops what an earlier call loaded that no reader took (a check's leftovers: `early([])` as it ends).
 */
export type PackLoader = ((name: string) => Promise<Uint8Array>) & { early(sets: Iterable<string>): void };

const loaders = new Map<string, PackLoader>();

/** The loader of the pack at `base`: one a worker, so a file loaded early is the one the pack's reader asks for. */
export function packLoader(base: string): PackLoader {
  let loader = loaders.get(base);
  if (!loader) loaders.set(base, (loader = loaderOf(base)));
  return loader;
}

function loaderOf(base: string): PackLoader {
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
  const start = (name: string): Promise<Uint8Array> => {
    let file = loading.get(name);
    if (!file) {
      file = load(name).finally(() => loading.delete(name));
      loading.set(name, file);
    }
    return file;
  };
  // Files loaded early, each kept until the reader asks for it; files the reader asked for (the pack keeps a set it
  // read, and never asks for its file again), never loaded early.
  const early = new Map<string, Promise<Uint8Array>>();
  const asked = new Set<string>();
  const get = (name: string): Promise<Uint8Array> => {
    asked.add(name);
    const file = early.get(name) ?? start(name);
    early.delete(name);
    return file;
  };
  return Object.assign(get, {
    early(sets: Iterable<string>): void {
      early.clear();
      const ids = new Set(sets);
      for (const [name, check] of checks)
        if (check.set !== undefined && ids.has(check.set) && !asked.has(name)) {
          const file = start(name);
          file.catch(() => {}); // a failure is the reader's to meet, when it asks
          early.set(name, file);
        }
    },
  });
}

let opened: Promise<CardPack> | null = null;

/** The card pack of the worker's panels (fits, compare, play), opened once and kept; opened again after a failure. */
export function sharedPack(packUrl: string): Promise<CardPack> {
  return (opened ??= openCardPack(packLoader(packUrl)).catch((error: unknown) => {
    opened = null;
    throw error;
  }));
}
