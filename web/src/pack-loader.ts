// A pack file for a worker of the page's panels (fits, compare): the network, else the service worker's cache
// (offline); a `.gz` the server sent unpacked is packed again, as the reader unpacks every `.gz` itself
// (worker.ts explains why).

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
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!name.endsWith('.gz') || (bytes[0] === 0x1f && bytes[1] === 0x8b)) return bytes;
    const packed = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('gzip'));
    return new Uint8Array(await new Response(packed).arrayBuffer());
  };
}
