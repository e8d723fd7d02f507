// A pack file for a worker of the page's panels (fits, compare): the network, else the service worker's cache
// (offline), as it came: packed or not (a server's Content-Encoding), the reader takes either.

/** Where the service worker keeps pack files (vite.config.ts and worker.ts name the same cache). */
const PACK_CACHE = 'totem-pack';

export function packLoader(base: string) {
  return async (name: string): Promise<Uint8Array> => {
    const url = new URL(name, base).href;
    const response = await fetch(url).catch(async (error: unknown) => {
      const kept = typeof caches === 'undefined' ? undefined : await caches.match(url, { cacheName: PACK_CACHE });
      if (kept) return kept;
      throw error;
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}
