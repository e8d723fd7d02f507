import type { Card, CardSet } from '../model/card.js';

/** A species' normal stage as the card data gives it (most common printed stage, with the counts behind it). */
export interface SpeciesStage {
  nameKey: string;
  stage: number;
  detail: string;
}

/**
 * Everything the lookup, the set codes and the suggestions read: a card pack, the overlay of API answers, or the two
 * layered. Every method is synchronous; a source that loads lazily (the pack in a browser) is preloaded first.
 * Keys are the normalised ones of `model/names.ts` (`nameKey`, `numberKey`, `numberCore`).
 */
export interface CardIndex {
  /** How many cards it holds (0: no card data at all). */
  count(): number;
  /** A card by its id, or by another source's id for it (`sv03-125` for `sv3-125`). */
  byId(id: string): Card | undefined;
  bySetNumber(setId: string, numberKey: string): Card[];
  bySetCore(setId: string, numberCore: string): Card[];
  /** Cards with this name key in any language the data has. */
  byName(nameKey: string): Card[];
  /** Every name key, in every language: the same array while the names are (lookups keep their tables with it). */
  nameKeys(): string[];
  sets(): CardSet[];
  speciesStage(nameKey: string): SpeciesStage | undefined;
  /** Cards whose name (any language) contains `fragment` (a name key), by name then release; at most `limit`. */
  search(fragment: string, limit?: number): Card[];
  searchCount(fragment: string): number;
}

/**
 * An index whose sets arrive asynchronously (the pack a page serves: no synchronous loader): a lookup notes the
 * sets it lacked, and the caller loads them and looks up again. In Node the pack reads a set from disk the moment
 * a lookup needs it, and is not lazy. The one test of it is `isLazy`: an explicit flag, not the presence of a
 * method (the pack has these methods either way, and telling the two apart by methods once crashed a library call).
 */
export interface LazyCardIndex extends CardIndex {
  readonly loadsLazily: true;
  /** Sets a lookup needed and found not loaded. */
  wantedSets(): string[];
  loadWanted(): Promise<void>;
  /** Load these sets now (ids the index lacks are skipped). */
  preload(setIds: Iterable<string>): Promise<void>;
}

export function isLazy(index: unknown): index is LazyCardIndex {
  return (index as Partial<LazyCardIndex> | null)?.loadsLazily === true;
}

/** An index that holds some sets whole (the pack): a printing of such a set that it lacks is no printing. */
export interface CompleteSets {
  knowsSet(setId: string): boolean;
}

export function holdsSetsWhole(index: CardIndex): index is CardIndex & CompleteSets {
  return typeof (index as Partial<CompleteSets>).knowsSet === 'function';
}
