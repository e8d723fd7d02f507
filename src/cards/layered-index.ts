import type { Card, CardSet } from '../model/card.js';
import type { CardIndex, CompleteSets, SpeciesStage } from './card-index.js';
import { byNameThenRelease, byText } from '../model/compare.js';

type AuthoritativeIndex = CardIndex & CompleteSets;

/**
 * The shipped pack over the local cache: the pack answers for every set it holds (whole, so the cache's copy of
 * such a set is never read); the cache adds the sets the pack lacks (newer sets fetched from an API). Node only,
 * where the pack reads its sets synchronously: never lazy.
 */
export class LayeredIndex implements CardIndex, CompleteSets {
  private setList: CardSet[] | null = null;
  private cacheSets: CardSet[] | null = null;
  private nameList: string[] = [];
  private nameSources: string[][] = [];

  constructor(
    readonly pack: AuthoritativeIndex,
    readonly cache: CardIndex,
  ) {}

  private extra = (cards: Card[]): Card[] => cards.filter((c) => !this.pack.knowsSet(c.setId));

  private merged(fromPack: Card[], fromCache: Card[]): Card[] {
    const extra = this.extra(fromCache);
    if (!extra.length) return fromPack;
    const ids = new Set(fromPack.map((c) => c.id));
    return [...fromPack, ...extra.filter((c) => !ids.has(c.id))].sort((a, b) => byText(a.id, b.id));
  }

  knowsSet(setId: string): boolean {
    return this.pack.knowsSet(setId);
  }

  count(): number {
    return this.pack.count() + this.cache.count();
  }

  byId(id: string): Card | undefined {
    const card = this.pack.byId(id);
    if (card) return card;
    const cached = this.cache.byId(id);
    return cached && !this.pack.knowsSet(cached.setId) ? cached : undefined;
  }

  private layer = (setId: string): CardIndex => (this.pack.knowsSet(setId) ? this.pack : this.cache);

  bySetNumber(setId: string, numberKey: string): Card[] {
    return this.layer(setId).bySetNumber(setId, numberKey);
  }

  bySetCore(setId: string, numberCore: string): Card[] {
    return this.layer(setId).bySetCore(setId, numberCore);
  }

  byName(nameKey: string): Card[] {
    return this.merged(this.pack.byName(nameKey), this.cache.byName(nameKey));
  }

  // The cache learns cards and sets during a run (an API's answers; a new array each time), a page's pack its names
  // when first wanted: the merged lists follow, the same arrays until then (lookups keep their tables with them).
  nameKeys(): string[] {
    const lists = [this.pack.nameKeys(), this.cache.nameKeys()];
    if (lists.every((list, i) => list === this.nameSources[i])) return this.nameList;
    this.nameSources = lists;
    this.nameList = [...new Set(lists.flat())];
    return this.nameList;
  }

  sets(): CardSet[] {
    const cached = this.cache.sets();
    if (this.setList && this.cacheSets === cached) return this.setList;
    this.cacheSets = cached;
    this.setList = [...this.pack.sets(), ...cached.filter((s) => !this.pack.knowsSet(s.id))];
    return this.setList;
  }

  speciesStage(nameKey: string): SpeciesStage | undefined {
    return this.pack.speciesStage(nameKey) ?? this.cache.speciesStage(nameKey);
  }

  search(fragment: string, limit = 200): Card[] {
    const cards = this.merged(this.pack.search(fragment, Number.MAX_SAFE_INTEGER), this.cache.search(fragment, limit));
    return cards.sort(byNameThenRelease).slice(0, limit);
  }

  searchCount(fragment: string): number {
    return this.pack.searchCount(fragment) + this.extra(this.cache.search(fragment, Number.MAX_SAFE_INTEGER)).length;
  }
}
