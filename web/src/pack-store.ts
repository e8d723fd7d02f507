import { namesTable } from '../../src/lib/browser.js';

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
 * HTTP cache: what is fetched so is kept by its fetcher itself, once (this file; pack-loader.ts, a damaged copy).
 */
export const NO_STORE: RequestInit = { cache: 'no-store' };

export interface PackFiles {
  /** The files kept, by their names inside the pack: the index, its tables and search index, then its sets. */
  files: string[];
  /** How many of them are sets (what the progress counts). */
  sets: number;
  /** The names table's file and the search index's, which "keep" makes from the sets (below) rather than fetch. */
  made: { names?: string; search?: string };
  /** What the index says each file but itself holds, by name. */
  checks: Map<string, FileCheck>;
}

/** A file as the index describes it: its text's size and digest, and the set it holds (a set file). */
export interface FileCheck {
  size: number;
  digest: string;
  set?: string;
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

/** The files of a pack to keep, from its index: the tables the reader opens it with, and every set. */
export function filesOf(index: unknown): PackFiles {
  type Entry = { file?: unknown; size?: unknown; digest?: unknown; set?: { id?: unknown } } | null;
  const { sets, tables, search } = (index ?? {}) as { sets?: Entry[]; tables?: Record<string, Entry>; search?: Entry };
  const checks = new Map<string, FileCheck>();
  // The search index too: offline, the Totem chooser and "cards that fit" read it. Searched through the sets
  // instead, the same cards came in another order, some shown by another printing (a search of the sets groups
  // and ranks them otherwise), so it is kept: made from the sets, as the names table is (keep, below).
  const named = (entries: Entry[]): string[] =>
    entries.flatMap((entry) => {
      if (!isFileName(entry?.file)) return [];
      const { size, digest, set } = entry!;
      if (typeof size === 'number' && typeof digest === 'string')
        checks.set(entry!.file, { size, digest, ...(typeof set?.id === 'string' ? { set: set.id } : {}) });
      return [entry!.file];
    });
  const setFiles = named(Array.isArray(sets) ? sets : []);
  const otherFiles = named([...Object.values(tables && typeof tables === 'object' ? tables : {}), search ?? null]);
  const made = { names: named([tables?.names ?? null])[0], search: named([search ?? null])[0] };
  return { files: [INDEX, ...otherFiles, ...setFiles], sets: setFiles.length, checks, made };
}

const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * The text of these bytes (packed or not) when they are the file the index describes (its text's size, then its
 * sha256, as the pack reader checks it), else null. Inflating stops past the size, so a damaged or planted copy
 * costs no more than it. The text, not the packed bytes, is what the check's loader hands the reader: it is
 * inflated once (the reader only hashes it again).
 */
export async function checkedText(bytes: Uint8Array, check: FileCheck): Promise<Uint8Array | null> {
  let text = bytes;
  if (isGzip(bytes)) {
    const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        if ((total += read.value.length) > check.size) break;
      }
    } catch {
      return null; // a damaged gzip stream
    }
    await reader.cancel().catch(() => {});
    text = new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
  }
  if (text.length !== check.size) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text as BlobPart as ArrayBuffer));
  return `sha256-${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}` === check.digest ? text : null;
}

/**
 * What is held of each set file's text, checked, by file name: the whole text when the search index is to be
 * made, its names line alone when only the names table is, nothing when both are kept (`need`).
 */
class SetTexts extends Map<string, Uint8Array> {
  constructor(readonly need: 'text' | 'names' | null) {
    super();
  }
}

/** A set text's names line (its second line), or the line itself when that is what was held. */
const namesLine = (text: Uint8Array): Uint8Array => {
  const start = text.indexOf(10) + 1;
  return start === 0 ? text : text.subarray(start, text.indexOf(10, start));
};

/**
 * Whether these bytes (packed or not) are the file the index describes (checkedText); what `texts` needs of a
 * set's text is noted on the way (it is in hand: no second read).
 */
async function holds(bytes: Uint8Array, check: FileCheck, texts?: SetTexts, name = ''): Promise<boolean> {
  const text = await checkedText(bytes, check);
  if (text && texts?.need && check.set !== undefined)
    texts.set(name, texts.need === 'text' ? text : namesLine(text).slice());
  return text !== null;
}

/**
 * The search index made from the sets' texts (in the index's order) and set records (the index's): the packer's
 * own function, run in a worker (keep-offline.ts); null when it can't be made.
 */
export type SearchMaker = (texts: Uint8Array[], sets: unknown[]) => Promise<Uint8Array | null>;

/**
 * The bytes to keep: the site's set files (`.jsonl`) and `.gz` files are packed with gzip, but a server may send
 * them with `Content-Encoding: gzip` (Vite's preview does, from a `.gz` name), and fetch hands them over unpacked.
 * The readers take either; packed, they take a sixth of the room, so a body that came unpacked is packed again.
 */
async function asStored(name: string, bytes: Uint8Array): Promise<Uint8Array> {
  if (!/\.(?:gz|jsonl)$/.test(name) || isGzip(bytes)) return bytes;
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
    private readonly makeSearch: SearchMaker = async () => null,
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
    // The check's workers keep the files they fetched after a pause (pack-loader.ts): those still waiting go first.
    if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(PACK_CACHE).postMessage('clear');
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

  /**
   * The size of a file kept, checked against the index: a copy that is not the file (damaged, edited) is removed,
   * so it counts as missing and the next press fetches it again; null when missing.
   */
  private async sizeOf(cache: Cache, name: string, checks: Map<string, FileCheck>, texts?: SetTexts) {
    const kept = await cache.match(this.url(name));
    if (!kept) return null;
    const bytes = new Uint8Array(await kept.arrayBuffer());
    const check = checks.get(name);
    if (!check || (await holds(bytes, check, texts, name))) return bytes.length;
    await cache.delete(this.url(name));
    return null;
  }

  /** Every file's kept size, checked, a few at a time (a phone reads and checks some 20 MB of text). */
  private async sizes(
    cache: Cache,
    { files, checks }: PackFiles,
    texts?: SetTexts,
    known: (number | null)[] = [],
  ): Promise<(number | null)[]> {
    const sizes: (number | null)[] = files.map(() => null);
    await inTurn(files.length, async (i) => {
      sizes[i] = i in known ? known[i]! : await this.sizeOf(cache, files[i]!, checks, texts);
    });
    return sizes;
  }

  /** What of the current pack is on the device (from the kept index alone: no network); null if not its index. */
  async survey(): Promise<Stored | null> {
    const cache = await this.open();
    const index = await this.index(cache, false);
    if (index === null) return null;
    const pack = filesOf(index);
    return tally(pack, await this.sizes(cache, pack));
  }

  /**
   * Fetch every file of the pack that is not kept yet, and keep it; `onProgress` after each. A file that fails is
   * left for the next press (the others go on), so a second press after an interruption fetches only what is
   * missing. Throws only when the index itself can't be had. The names table (which sets hold a name) and the
   * search index are not fetched when missing: they are made from the sets, as the pack builder makes them, and
   * kept once each is the very file the index describes; fetched only when it can't be made so (a set missing or
   * not described, a worker that died).
   */
  async keep(onProgress: (stored: Stored) => void): Promise<Stored> {
    const cache = await this.open();
    const index = await this.index(cache, true);
    const pack = filesOf(index);
    const { files, checks } = pack;
    // The files made from the sets, in turn (the search index's worker is handed the sets' texts, moved, not copied,
    // after the names are made), each looked up first: the sets' texts (some 17 MB) are held only for what is made.
    const made = [
      { file: pack.made.names, need: 'names' as const, make: (sets: Uint8Array[]) => madeNames(sets.map(namesLine)) },
      { file: pack.made.search, need: 'text' as const, make: this.makeSearch },
    ].flatMap(({ file, ...maker }) => (file === undefined ? [] : [{ ...maker, i: files.indexOf(file) }]));
    const known: (number | null)[] = [];
    for (const { i } of made) known[i] = await this.sizeOf(cache, files[i]!, checks);
    const wanted = made.filter(({ i }) => known[i] === null);
    const texts = new SetTexts(wanted.find(({ need }) => need === 'text')?.need ?? wanted[0]?.need ?? null);
    const sizes = await this.sizes(cache, pack, texts, known);
    const missing = files.flatMap((_, i) => (sizes[i] === null && !made.some((m) => m.i === i) ? [i] : []));
    onProgress(tally(pack, sizes));
    const put = async (i: number, bytes: Uint8Array): Promise<void> => {
      const name = files[i]!;
      await cache.put(this.url(name), new Response(bytes as BlobPart, { headers: { 'Content-Type': typeOf(name) } }));
      sizes[i] = bytes.length;
    };
    const fetchOne = async (i: number): Promise<void> => {
      const name = files[i]!;
      try {
        const response = await fetch(this.url(name), NO_STORE);
        const fetched = new Uint8Array(await response.arrayBuffer());
        // Only what the index describes is kept: "done" means every file is here and is the file.
        const check = checks.get(name);
        if (!response.ok || (check && !(await holds(fetched, check, texts, name)))) return;
        await put(i, await asStored(name, fetched));
      } catch {
        // Offline, a server error, no room left: this file waits for the next press.
      }
      onProgress(tally(pack, sizes));
    };
    await inTurn(missing.length, (i) => fetchOne(missing[i]!));
    // Every set's text, in the index's order; none when a set is missing (its file then is fetched).
    const sets = files.slice(files.length - pack.sets).map((file) => texts.get(file));
    texts.clear();
    let whole = sets.length > 0 && sets.every((text) => text !== undefined) ? (sets as Uint8Array[]) : null;
    // Whole, the index's sets are a list (filesOf): their records go with the texts.
    const records = whole ? (index as { sets: { set?: unknown }[] }).sets.map((entry) => entry?.set) : [];
    // A set missing: the press ends "partial" anyway, and the next one makes these (no 0.56 MB fetched meanwhile).
    const setsKept = sizes.slice(files.length - pack.sets).every((size) => size !== null);
    for (const { i, need, make } of wanted) {
      if (!setsKept) break;
      const check = checks.get(files[i]!);
      const given = whole;
      // Handed over (moved to the search index's worker): this page holds them no longer.
      if (need === 'text') whole = null;
      const bytes =
        check &&
        given &&
        (await Promise.resolve()
          .then(() => make(given, records))
          .catch(() => null));
      if (bytes && check && (await holds(bytes, check))) await put(i, await asStored(files[i]!, bytes)).catch(() => {});
      if (sizes[i] === null) await fetchOne(i);
      else onProgress(tally(pack, sizes));
    }
    return tally(pack, sizes);
  }
}

/** The names table from every set's names line (each card's name keys), in the index's order. */
function madeNames(lines: Uint8Array[]): Uint8Array | null {
  try {
    const sets = lines.map((line) =>
      (JSON.parse(new TextDecoder().decode(line)) as [string[]][]).map(([cardKeys]) => cardKeys),
    );
    return new TextEncoder().encode(namesTable(sets));
  } catch {
    return null; // not a names line, or a key the table can't hold: not the pack's table
  }
}

/** `work(0)` … `work(count - 1)`, PARALLEL at a time. */
async function inTurn(count: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < count) await work(next++);
    }),
  );
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
