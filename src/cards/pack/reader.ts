import type { Card, CardSet } from '../../model/card.js';
import type { CardIndex, SpeciesStage } from '../card-index.js';
import { DatasetError } from '../../model/errors.js';
import {
  PACK_FORMAT,
  PACK_INDEX_FILE,
  PACK_SCHEMA,
  type PackCardKeys,
  type PackIndexFile,
  type PackSetFile,
  type PackSource,
} from './format.js';

// The pack reader. Browser-safe on purpose: no `node:` import, no file system. Files come from the caller's
// `loadFile` (Node: fs, see node.ts; a browser: fetch); lookups stay synchronous over the sets loaded so far.

/**
 * Reads one file of the pack, by its name inside the pack (`index.json`, `sets/sv3.json.gz`), as the bytes
 * stored: the reader unpacks a `.gz` file itself (DecompressionStream, in browsers and Node alike).
 */
export type LoadFile = (name: string) => Promise<Uint8Array>;
/** The same, synchronous, returning the text already unpacked (Node): a set is then read when first needed. */
export type LoadFileSync = (name: string) => string;

/** A pack file's text: `.gz` files are gunzipped (the Web Streams API, so a browser reads them too). */
export async function packFileText(name: string, bytes: Uint8Array): Promise<string> {
  if (!name.endsWith('.gz')) return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function loadText(loadFile: LoadFile, name: string): Promise<string> {
  try {
    return await packFileText(name, await loadFile(name));
  } catch (error) {
    if (error instanceof PackError) throw error;
    throw new PackError(`${name}: cannot be read (${errorText(error)})`, name);
  }
}

/** A damaged pack: a data problem (exit 2) naming the file, never a wrong card. */
export class PackError extends DatasetError {
  override name = 'PackError';
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(`card pack: ${message}; reinstall totem, or rebuild the pack with npm run cards:pack`);
  }
}

/** What a pack says about itself (for `cards info`, "card data from …" messages and the web page). */
export interface PackInfo {
  schema: number;
  hash: string;
  sources: PackSource[];
  /** Release date of the newest set, `YYYY-MM-DD`. */
  newest: string;
  cards: number;
  sets: number;
}

interface LoadedSet {
  cards: Card[];
  keys: PackCardKeys[];
}

function parse<T>(text: string, file: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new PackError(`${file} is not JSON (a damaged or partly copied card pack)`, file);
  }
}

function checkHeader(data: { format?: unknown; schema?: unknown }, file: string): void {
  if (data?.format !== PACK_FORMAT) throw new PackError(`${file} is not a totem card pack file`, file);
  if (data.schema !== PACK_SCHEMA)
    throw new PackError(
      `${file} is a card pack of schema ${String(data.schema)}; this totem reads schema ${PACK_SCHEMA}`,
      file,
    );
}

/** Open a pack: reads `index.json` only. Set files are read as lookups need them (or `preload` reads them). */
export async function openPack(loadFile: LoadFile, loadFileSync?: LoadFileSync): Promise<CardPack> {
  const text = await loadText(loadFile, PACK_INDEX_FILE);
  return new CardPack(parse<PackIndexFile>(text, PACK_INDEX_FILE), loadFile, loadFileSync);
}

/** The pack as a `CardIndex`. Without a synchronous loader, a set not loaded yet reads as empty and is noted. */
export class CardPack implements CardIndex {
  readonly namesFixed = true;
  private readonly setIndex = new Map<string, number>();
  private readonly names: Map<string, number[]>;
  private readonly aliases: Map<string, string>;
  private readonly oddIds: Map<string, number>;
  private readonly species: Map<string, SpeciesStage>;
  private readonly loaded = new Map<number, LoadedSet>();
  private readonly wanted = new Set<number>();
  private setList: CardSet[] | null = null;

  constructor(
    private readonly index: PackIndexFile,
    private readonly loadFile: LoadFile,
    private readonly loadFileSync?: LoadFileSync,
  ) {
    checkHeader(index, PACK_INDEX_FILE);
    index.sets.forEach((entry, i) => this.setIndex.set(entry.set.id, i));
    this.names = new Map(index.names);
    this.aliases = new Map(index.aliases);
    this.oddIds = new Map(index.ids);
    this.species = new Map(index.species.map(([nameKey, stage, detail]) => [nameKey, { nameKey, stage, detail }]));
  }

  get info(): PackInfo {
    const { schema, hash, sources, newest, cards } = this.index;
    return { schema, hash, sources, newest, cards, sets: this.index.sets.length };
  }

  /** Does the pack hold this set (by set id)? A set it holds, it holds whole: a card missing from it is no card. */
  knowsSet(setId: string): boolean {
    return this.setIndex.has(setId);
  }

  /** The TCGdex set ids of the sets the pack holds (what `cards sync` need not download). */
  tcgdexSets(): Set<string> {
    return new Set(this.index.sets.flatMap((e) => e.tcgdex));
  }

  /** The TCGdex image path of a card (`sv/sv03/125`; the asset URL is `…/<lang>/<path>/<quality>.<ext>`). */
  imagePath(id: string): string | undefined {
    const found = this.locate(id);
    return found ? (found.set.keys[found.at]![3] ?? undefined) : undefined;
  }

  count(): number {
    return this.index.cards;
  }

  sets(): CardSet[] {
    this.setList ??= this.index.sets.map((e) => e.set);
    return this.setList;
  }

  nameKeys(): string[] {
    return [...this.names.keys()];
  }

  speciesStage(nameKey: string): SpeciesStage | undefined {
    return this.species.get(nameKey);
  }

  /** Sets not loaded that a lookup needed (without a synchronous loader): `loadWanted` reads them. */
  wantedSets(): string[] {
    return [...this.wanted].map((i) => this.index.sets[i]!.set.id);
  }

  async loadWanted(): Promise<void> {
    const wanted = [...this.wanted];
    this.wanted.clear();
    await Promise.all(wanted.map((i) => this.loadAsync(i)));
  }

  /** Read these sets now (a browser before a synchronous lookup); ids the pack lacks are skipped. */
  async preload(setIds: Iterable<string>): Promise<void> {
    const at = [...setIds].map((id) => this.setIndex.get(id)).filter((i): i is number => i !== undefined);
    await Promise.all(at.map((i) => this.loadAsync(i)));
  }

  /** Read the sets that hold cards with these name keys. */
  async preloadNames(nameKeys: Iterable<string>): Promise<void> {
    const at = new Set([...nameKeys].flatMap((k) => this.names.get(k) ?? []));
    await Promise.all([...at].map((i) => this.loadAsync(i)));
  }

  private async loadAsync(i: number): Promise<void> {
    if (this.loaded.has(i)) return;
    const entry = this.index.sets[i]!;
    this.accept(i, parse<PackSetFile>(await loadText(this.loadFile, entry.file), entry.file));
  }

  private accept(i: number, data: PackSetFile): LoadedSet {
    const entry = this.index.sets[i]!;
    checkHeader(data, entry.file);
    if (data.set !== entry.set.id || data.cards.length !== data.keys.length || data.cards.length !== entry.cards)
      throw new PackError(`${entry.file} does not hold the set the index lists (a mixed or damaged pack)`, entry.file);
    const set = { cards: data.cards, keys: data.keys };
    this.loaded.set(i, set);
    this.wanted.delete(i);
    return set;
  }

  /** A set's cards: loaded, read now (sync loader), or noted as wanted and empty for this pass. */
  private set(i: number): LoadedSet | null {
    const known = this.loaded.get(i);
    if (known) return known;
    if (!this.loadFileSync) {
      this.wanted.add(i);
      return null;
    }
    const entry = this.index.sets[i]!;
    let text: string;
    try {
      text = this.loadFileSync(entry.file);
    } catch (error) {
      throw new PackError(`${entry.file}: cannot be read (${errorText(error)})`, entry.file);
    }
    return this.accept(i, parse<PackSetFile>(text, entry.file));
  }

  private locate(id: string): { set: LoadedSet; at: number } | null {
    const target = this.aliases.get(id) ?? id;
    let i = this.oddIds.get(target);
    if (i === undefined) {
      const dash = target.lastIndexOf('-');
      if (dash <= 0) return null;
      i = this.setIndex.get(target.slice(0, dash));
    }
    if (i === undefined) return null;
    const set = this.set(i);
    const at = set ? set.cards.findIndex((c) => c.id === target) : -1;
    return set && at >= 0 ? { set, at } : null;
  }

  byId(id: string): Card | undefined {
    const found = this.locate(id);
    return found?.set.cards[found.at];
  }

  private inSet(setId: string, keep: (keys: PackCardKeys) => boolean): Card[] {
    const i = this.setIndex.get(setId);
    const set = i === undefined ? null : this.set(i);
    return set ? set.cards.filter((_, at) => keep(set.keys[at]!)) : [];
  }

  bySetNumber(setId: string, numberKey: string): Card[] {
    return this.inSet(setId, (k) => k[0] === numberKey);
  }

  bySetCore(setId: string, numberCore: string): Card[] {
    return this.inSet(setId, (k) => k[1] === numberCore);
  }

  /** In card id order, as the store lists them. */
  byName(nameKey: string): Card[] {
    return this.named([nameKey]);
  }

  private named(keys: string[]): Card[] {
    const wanted = new Set(keys);
    const sets = new Set(keys.flatMap((k) => this.names.get(k) ?? []));
    const cards: Card[] = [];
    for (const i of [...sets].sort((a, b) => a - b)) {
      const set = this.set(i);
      if (!set) continue;
      set.keys.forEach((k, at) => {
        if (k[2].some((key) => wanted.has(key))) cards.push(set.cards[at]!);
      });
    }
    return cards.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  private matching(fragment: string): Card[] {
    const keys = this.nameKeys().filter((k) => k.includes(fragment));
    return this.named(keys);
  }

  search(fragment: string, limit = 200): Card[] {
    const order = (a: Card, b: Card): number =>
      a.nameKey < b.nameKey
        ? -1
        : a.nameKey > b.nameKey
          ? 1
          : a.releaseDate < b.releaseDate
            ? -1
            : a.releaseDate > b.releaseDate
              ? 1
              : 0;
    return this.matching(fragment).sort(order).slice(0, limit);
  }

  searchCount(fragment: string): number {
    return this.matching(fragment).length;
  }
}
