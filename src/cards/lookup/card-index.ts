import type { Card, CardSet } from '../../model/card.js';

/**
 * What the lookup reads cards through: the synchronous queries of the card store (SQLite in Node), which a
 * card pack reader or an in-memory index answer the same way. Keys are those of `model/names.ts` (`nameKey`,
 * `numberKey`, `numberCore`); a name key matches a card's English name and its names in other languages.
 */
export interface CardIndex {
  count(): number;
  /** A card by its id, or by another source's id for it (`sv03-125` for `sv3-125`). */
  byId(id: string): Card | undefined;
  bySetNumber(setId: string, numberKey: string): Card[];
  bySetCore(setId: string, numberCore: string): Card[];
  byName(nameKey: string): Card[];
  /** Every name key (for suggestions). */
  nameKeys(): string[];
  sets(): CardSet[];
  /** A species' normal stage, computed from its printings. */
  speciesStage(nameKey: string): { stage: number; detail: string } | undefined;
  /** Cards whose name key contains `fragment`, by name then release; at most `limit`. */
  search(fragment: string, limit?: number): Card[];
  searchCount(fragment: string): number;
}
