// The card pack kept on the device: every file of the served pack (`pack/<hash>/index.json`, its tables and one
// file a set) in the service worker's runtime cache, under the very addresses the set loaders fetch. The service
// worker answers them from that cache (cache first, vite.config.ts), and the check's and the search's workers
// read it when a fetch fails (worker.ts, fits-worker.ts), so what is kept here is what they find offline.

/** The service worker's cache of pack files (vite.config.ts, worker.ts and fits-worker.ts name the same). */
export const PACK_CACHE = 'totem-pack';
const INDEX = 'index.json';
/** Fetches at once: enough to fill the line, few enough not to crowd out a check running meanwhile. */
const PARALLEL = 4;
/**
 * Past the service worker's runtime caching (vite.config.ts leaves `no-store` requests to the network) and the
 * HTTP cache: this file keeps what it fetches itself, once.
 */
const NO_STORE: RequestInit = { cache: 'no-store' };

export interface PackFiles {
  /** The pack's files by their names inside it: the index, its tables, then its sets. */
  files: string[];
  /** How many of them are sets (what the progress counts). */
  sets: number;
}

export interface Stored {
  stored: number;
  total: number;
  bytes: number;
  /** Whether every file of the pack is there. */
  complete: boolean;
}

/** A name the index may give, resolved inside the pack folder only (the index is data, like any file). */
const isFileName = (name: unknown): name is string =>
  typeof name === 'string' &&
  name.length <= 255 &&
  /^[\w.-]+(?:\/[\w.-]+)*$/.test(name) &&
  !name.split('/').some((part) => part === '.' || part === '..');

/** The files of a pack, from its index: the tables the reader opens it with, and every set. */
export function filesOf(index: unknown): PackFiles {
  const { sets, tables } = (index ?? {}) as {
    sets?: { file?: unknown }[];
    tables?: Record<string, { file?: unknown }>;
  };
  const setFiles = (Array.isArray(sets) ? sets : []).map((entry) => entry?.file).filter(isFileName);
  const tableFiles = Object.values(tables && typeof tables === 'object' ? tables : {})
    .map((entry) => entry?.file)
    .filter(isFileName);
  return { files: [INDEX, ...tableFiles, ...setFiles], sets: setFiles.length };
}

/**
 * The bytes to keep: the site's set files (`.jsonl`) and `.gz` files are packed with gzip, but a server may send
 * them with `Content-Encoding: gzip` (Vite's preview does, from a `.gz` name), and fetch hands them over unpacked.
 * The readers take either; packed, they take a sixth of the room, so a body that came unpacked is packed again.
 */
async function asStored(name: string, bytes: Uint8Array): Promise<Uint8Array> {
  if (!/\.(?:gz|jsonl)$/.test(name) || (bytes[0] === 0x1f && bytes[1] === 0x8b)) return bytes;
  const packed = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(packed).arrayBuffer());
}

const typeOf = (name: string): string =>
  /\.(?:gz|jsonl)$/.test(name)
    ? 'application/gzip'
    : name.endsWith('.tsv')
      ? 'text/tab-separated-values'
      : 'application/json';

export class PackStore {
  /** `base`: the current pack's folder, absolute (`…/pack/<hash>/`); `site`: the site's own folder. */
  constructor(
    private readonly base: string,
    private readonly site: string,
  ) {}

  private url = (name: string): string => new URL(name, this.base).href;
  private open = (): Promise<Cache> => caches.open(PACK_CACHE);

  /** Pack files of this site kept in the cache: every pack's, or (`stale`) those of other packs than this one. */
  private async keys(cache: Cache, stale: boolean): Promise<readonly Request[]> {
    const packs = new URL('pack/', this.site).href;
    return (await cache.keys()).filter(
      (request) => request.url.startsWith(packs) && (!stale || !request.url.startsWith(this.base)),
    );
  }

  /**
   * Remove what an older (or any other) pack left: a new pack is new addresses, and its old files would only
   * take room. Another site on the same origin (a GitHub Pages project site) keeps its own folder.
   */
  async prune(): Promise<void> {
    const cache = await this.open();
    await Promise.all((await this.keys(cache, true)).map((request) => cache.delete(request)));
  }

  /** Remove every pack file this site kept (the sets the checks fetched too). */
  async clear(): Promise<void> {
    const cache = await this.open();
    await Promise.all((await this.keys(cache, false)).map((request) => cache.delete(request)));
  }

  /** The index as kept, else as served; null when neither (offline, nothing kept). */
  private async index(cache: Cache, network: boolean): Promise<unknown> {
    const kept = await cache.match(this.url(INDEX));
    if (kept) return kept.json().catch(() => null);
    if (!network) return null;
    const response = await fetch(this.url(INDEX), NO_STORE);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    await cache.put(this.url(INDEX), new Response(bytes as BlobPart, { headers: { 'Content-Type': typeOf(INDEX) } }));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  }

  private async sizeOf(cache: Cache, name: string): Promise<number | null> {
    const kept = await cache.match(this.url(name));
    return kept ? (await kept.blob()).size : null;
  }

  /** What of the current pack is on the device (from the kept index alone: no network); null if not its index. */
  async survey(): Promise<Stored | null> {
    const cache = await this.open();
    const index = await this.index(cache, false);
    if (index === null) return null;
    const pack = filesOf(index);
    const sizes = await Promise.all(pack.files.map((name) => this.sizeOf(cache, name)));
    return tally(pack, sizes);
  }

  /**
   * Fetch every file of the pack that is not kept yet, and keep it; `onProgress` after each. A file that fails is
   * left for the next press (the others go on), so a second press after an interruption fetches only what is
   * missing. Throws only when the index itself can't be had.
   */
  async keep(onProgress: (stored: Stored) => void): Promise<Stored> {
    const cache = await this.open();
    const pack = filesOf(await this.index(cache, true));
    const { files } = pack;
    const sizes = await Promise.all(files.map((name) => this.sizeOf(cache, name)));
    const missing = files.flatMap((name, i) => (sizes[i] === null ? [i] : []));
    onProgress(tally(pack, sizes));
    const fetchOne = async (i: number): Promise<void> => {
      const name = files[i]!;
      try {
        const response = await fetch(this.url(name), NO_STORE);
        if (!response.ok) return;
        const bytes = await asStored(name, new Uint8Array(await response.arrayBuffer()));
        await cache.put(this.url(name), new Response(bytes as BlobPart, { headers: { 'Content-Type': typeOf(name) } }));
        sizes[i] = bytes.length;
      } catch {
        // Offline, a server error, no room left: this file waits for the next press.
      }
      onProgress(tally(pack, sizes));
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < missing.length) await fetchOne(missing[next++]!);
      }),
    );
    return tally(pack, sizes);
  }
}

/** Sets stored of sets in all, bytes of every file kept, and whether nothing is missing (a pack has sets). */
function tally({ files, sets }: PackFiles, sizes: (number | null)[]): Stored {
  let stored = 0;
  let bytes = 0;
  files.forEach((_, i) => {
    if (sizes[i] === null) return;
    bytes += sizes[i]!;
    if (i >= files.length - sets) stored++;
  });
  return { stored, total: sets, bytes, complete: sets > 0 && sizes.every((size) => size !== null) };
}
