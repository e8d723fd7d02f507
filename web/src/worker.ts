import { CardSetsUnavailableError, PackUnavailableError, causeOf, checkList, setNames } from './engine.js';
import type { CheckReply, CheckRequest } from './protocol.js';
import type { PageFailure } from './verdict-types.js';

// A dedicated worker's global scope, typed by hand: the DOM and WebWorker libraries cannot both be in one program.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckReply): void;
};

/** Where the service worker keeps pack files (vite.config.ts names the same cache). */
const PACK_CACHE = 'totem-pack';

/**
 * A pack file through fetch, which the service worker answers from its cache once it controls the page. On
 * the very first visit it does not yet, so the file is put in that cache here too: the next visit works offline
 * even for the sets the first check fetched. When the network fails, the cache is the last resort.
 */
async function loader(base: string) {
  const cache = typeof caches === 'undefined' ? null : await caches.open(PACK_CACHE).catch(() => null);
  return async (name: string): Promise<Uint8Array> => {
    const url = new URL(name, base).href;
    let response: Response;
    try {
      // Once more after a failure: a service worker taking control mid-request can drop it.
      response = await fetch(url).catch(() => fetch(url));
    } catch (error) {
      const kept = await cache?.match(url);
      if (kept) return new Uint8Array(await kept.arrayBuffer());
      throw error;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (cache && !(await cache.match(url))) await cache.put(url, response.clone()).catch(() => {});
    // As it came: packed or not (a server's Content-Encoding), the reader takes either.
    return new Uint8Array(await response.arrayBuffer());
  };
}

async function failureOf(error: unknown): Promise<PageFailure> {
  if (error instanceof CardSetsUnavailableError) {
    // By the names a player knows them by; a name-only line can need dozens of sets: the first few name the
    // problem well enough.
    const names = await setNames(error.sets.slice(0, 5));
    const shown = error.sets.length > 5 ? `${names.join(', ')}, …` : names.join(', ');
    return { id: 'sets-unavailable', data: { count: error.sets.length, sets: shown, error: causeOf(error.reason) } };
  }
  if (error instanceof PackUnavailableError) return { id: 'pack-unavailable', data: { error: causeOf(error) } };
  return { id: 'check-failed', data: { error: causeOf(error) } };
}

scope.onmessage = async (event) => {
  const { id, input, lang, variant, packUrl } = event.data;
  try {
    const load = await loader(packUrl);
    const onLoading = (count: number) => scope.postMessage({ id, kind: 'loading', count });
    const verdict = await checkList(input, lang, load, onLoading, variant);
    scope.postMessage({ id, kind: 'verdict', verdict });
  } catch (error) {
    scope.postMessage({ id, kind: 'failure', failure: await failureOf(error) });
  }
};
