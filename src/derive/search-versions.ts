import type { Card } from '../model/card.js';
import { groupBy } from '../model/compare.js';
import { byRecency, groupByFingerprint } from '../model/versions.js';
import { nameKey } from '../model/names.js';
import type { CardIndex } from '../cards/card-index.js';
import { LayeredIndex } from '../cards/layered-index.js';
import type { PackTotemFacts } from '../model/pack-format.js';
import { SearchIndex, type FitClass } from './search-index.js';
import { CardPack } from '../cards/pack/reader.js';

// The distinct versions whose name holds a fragment, for `cards find --fits` and `totems`: from the pack's search
// index when it has one, with the overlay's cards added; else from the sets, grouped alike (name, fingerprint).

export interface VersionHit {
  /** The version's newest printing (from the search index: the search card, src/derive/search-card.ts). */
  readonly card: Card;
  /** Its name and its card's fingerprint (read without the card). */
  readonly name: string;
  readonly fingerprint: string;
  readonly others: number;
  /** Their ids, newest first. */
  readonly otherIds: string[];
  /** From the search index: its Totem facts (null: it can't be a Totem); undefined: derive them from `card`. */
  readonly totem?: PackTotemFacts | null;
  /** From the search index: what the fit reads without the card; undefined: read it from `card`. */
  readonly fit?: FitSubject;
}

/** A card to judge (commands/cards/fit-verdict.ts): what ties it to the Totem or a ban, its fit class, the card. */
export interface FitSubject {
  readonly name: string;
  readonly id: string;
  /** sameCardKey of its card, singletonKey of its name. */
  readonly sameCard: string;
  readonly singleton: string;
  /** From the search index: its fit class, an index into `fitClasses`; null: read from the card. */
  readonly fitClass: number | null;
  readonly fitClasses?: readonly FitClass[];
  /** The card (from the search index: parsed when first read). */
  readonly card: Card;
}

/** A version of the search index: its card and printings are parsed only when read (a listed row). */
export class IndexedHit implements VersionHit, FitSubject {
  constructor(
    private readonly index: SearchIndex,
    private readonly at: number,
  ) {}
  get card(): Card {
    return this.index.version(this.at).card;
  }
  get name(): string {
    return this.index.name(this.at);
  }
  get id(): string {
    return this.index.id(this.at);
  }
  get fingerprint(): string {
    return this.index.fingerprint(this.at);
  }
  get others(): number {
    return this.index.version(this.at).printings.length;
  }
  get otherIds(): string[] {
    return this.index.version(this.at).printings.map((p) => p[0]);
  }
  get totem(): PackTotemFacts | null {
    return this.index.totem(this.at);
  }
  get fit(): FitSubject {
    return this;
  }
  get sameCard(): string {
    return this.index.sameCard(this.at);
  }
  get singleton(): string {
    return this.index.singleton(this.at);
  }
  get fitClass(): number {
    return this.index.fitClass(this.at);
  }
  get fitClasses(): readonly FitClass[] {
    return this.index.classes;
  }
}

/** Group printings by name (in the order given), then fingerprint. */
export function grouped(cards: Card[]): Card[][] {
  return [...groupBy(cards, (card) => card.name).values()].flatMap(groupByFingerprint);
}

/** The pack a store reads first, when it carries a search index. */
function indexedPack(store: CardIndex): { pack: CardPack; overlay: CardIndex | null } | null {
  if (store instanceof CardPack) return store.hasSearchIndex() ? { pack: store, overlay: null } : null;
  if (store instanceof LayeredIndex && store.pack instanceof CardPack && store.pack.hasSearchIndex())
    return { pack: store.pack, overlay: store.cache };
  return null;
}

/**
 * The distinct versions whose name (any language) holds `fragment` (a name key; '' for every card): positions in
 * the pack's search index when it holds them all (`hit` builds a version only when asked), else in `hit`'s list.
 */
export function matchingVersions(store: CardIndex, fragment: string) {
  const indexed = indexedPack(store);
  const index = indexed?.pack.searchIndex(SearchIndex.open);
  const listed = (hits: VersionHit[]) => ({ index: null, at: hits.map((_, k) => k), hit: (k: number) => hits[k]! });
  if (!indexed || !index) {
    const hits = grouped(store.search(fragment, Number.MAX_SAFE_INTEGER)).map(hitOf);
    return listed(byMatch(hits, fragment, (h) => [h.card.nameKey, ...Object.values(h.card.names ?? {}).map(nameKey)]));
  }
  // A version's name keys are one text, joined by line feeds (none is in a key): a key holds the fragment when
  // the text does, unless the fragment holds a line feed itself.
  const found: number[] = [];
  if (!fragment.includes('\n'))
    for (let i = 0; i < index.length; i++) if (!fragment || index.keys(i).includes(fragment)) found.push(i);
  const at = byMatch(found, fragment, (i) => index.keys(i).split('\n'));
  const hit = (i: number): VersionHit => new IndexedHit(index, i);
  // The overlay's cards of sets the pack lacks (newer sets fetched from an API): a reprint joins its version.
  const extra = indexed.overlay
    ?.search(fragment, Number.MAX_SAFE_INTEGER)
    .filter((c) => !indexed.pack.knowsSet(c.setId));
  if (!extra?.length) return { index, at, hit };
  const hits = at.map(hit);
  // Keyed by what the index holds without the cards (reading h.card would parse every card line).
  const keyed = new Map(hits.map((h, i) => [`${h.name}\0${h.fingerprint}`, i]));
  for (const group of grouped(extra)) {
    const key = `${group[0]!.name}\0${group[0]!.fingerprint}`;
    const i = keyed.get(key);
    if (i === undefined) {
      keyed.set(key, hits.length);
      hits.push(hitOf(group));
      continue;
    }
    const known = hits[i]!;
    const newest = byRecency(group[0]!, known.card) < 0 ? group[0]! : known.card;
    const ids = [...group.map((c) => c.id), known.card.id, ...known.otherIds].filter((id) => id !== newest.id);
    hits[i] = {
      card: newest,
      name: newest.name,
      fingerprint: newest.fingerprint,
      others: known.others + group.length,
      otherIds: ids,
      ...(newest === known.card ? { totem: known.totem } : {}),
    };
  }
  return listed(hits);
}

/** Every distinct version whose name (any language) holds `fragment` (a name key; '' for every card). */
export function versionsMatching(store: CardIndex, fragment: string): VersionHit[] {
  const { at, hit } = matchingVersions(store, fragment);
  return at.map(hit);
}

/** Exact names first (in any language), then names that begin with the fragment, then the rest; each as found. */
function byMatch<T>(found: T[], fragment: string, keysOf: (found: T) => string[]): T[] {
  if (!fragment) return found;
  const ranked: T[][] = [[], [], []];
  for (const f of found) {
    const keys = keysOf(f);
    ranked[keys.includes(fragment) ? 0 : keys.some((k) => k.startsWith(fragment)) ? 1 : 2]!.push(f);
  }
  return ranked.flat();
}

function hitOf(group: Card[]): VersionHit {
  const card = group[0]!;
  return {
    card,
    name: card.name,
    fingerprint: card.fingerprint,
    others: group.length - 1,
    otherIds: group.slice(1).map((c) => c.id),
  };
}
