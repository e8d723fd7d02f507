import type { ParsedDeck } from '../model/deck.js';
import type { HouseConfig } from '../check/house-config.js';
import type { Locale } from '../model/render-message.js';
import type { Card, CardSet } from '../model/card.js';
import type { Notice } from '../model/notice.js';
import type { CardIndex } from '../cards/card-index.js';
import { CardLookup, type RemoteCards } from '../cards/lookup/lookup.js';
export type { CardIndex, RemoteCards };
import { loadLocale, type Lang } from '../model/i18n/locales.js';
import { computeSpeciesStages } from '../model/species.js';
import { nameKey, nameKeysOf, numberCore, numberKey } from '../model/names.js';
import { byNameThenRelease, groupBy } from '../model/compare.js';

/**
 * What a use case needs to run, and nothing it would print with: the card lookup (over the store, a card pack,
 * or a caller's own source) and the language its words are rendered in. A Node session and the browser core
 * both build one; the use cases never know which.
 */
export interface CommandContext {
  lookup: CardLookup;
  locale: Locale;
}

/** A deck of a run: where it is (its house config is found from there), how it is shown, how to read it. */
export interface DeckInput {
  path: string;
  display: string;
  read(): Promise<ParsedDeck>;
  /** `check --fix` may write it back: a file of the working tree (not standard input, not a staged file). */
  fixable?: boolean;
  /** The path as bytes, to open, when a name on it is not UTF-8 (`path` and `display` show it escaped). */
  raw?: Buffer;
}

/** A context that runs several decks (a Node session): each under the house config that applies to its file. */
export interface RunContext extends CommandContext {
  configFor(file: string): Promise<HouseConfig>;
}

/** Where a run's progress lines go: rewritten in place until `last` when `live` (a terminal), else a line each. */
export interface Progress {
  live: boolean;
  progress(line: string, last: boolean): void;
}

/** Cards a caller has (a card pack, a database, a fixture): totem's normalised `Card`s and their sets. */
export interface CardSource {
  sets(): Iterable<CardSet>;
  cards(): Iterable<Card>;
  /** Another source's id for a card (`sv03-125` → `sv3-125`), when there are such ids. */
  aliases?(): Iterable<[alias: string, id: string]>;
}

/** A card index and, optionally, where it gets what it lacks (a card pack's shards, an API). */
export interface CardIndexSource {
  index: CardIndex;
  remote?: RemoteCards;
}

/** What the core is given to find cards in: a list of cards, an index, or an index with a remote. */
export type CardsInput = CardSource | CardIndex | CardIndexSource;

const indexes = new WeakMap<CardSource, CardIndex>();
const indexOf = (cards: CardSource): CardIndex =>
  indexes.get(cards) ?? indexes.set(cards, memoryIndex(cards)).get(cards)!;

/** The language of a context's words, and where the lookup's warnings go (nothing is printed). */
export type ContextOptions = { lang?: Lang; onWarning?: (notice: Notice) => void };

/** A use case's context over cards the caller gives; a CardSource is indexed once and kept. */
export async function contextOf(cards: CardsInput, options: ContextOptions = {}): Promise<CommandContext> {
  // An index first: a CardPack has a private `index` field of its own, which is not a CardIndexSource's.
  const { index, remote } = 'byName' in cards ? { index: cards } : 'index' in cards ? cards : { index: indexOf(cards) };
  return {
    lookup: new CardLookup(index, remote ?? null, options.onWarning),
    locale: await loadLocale(options.lang ?? 'en'),
  };
}

/** A CardIndex held in memory, built once from a CardSource: what the lookup reads where there is no store. */
export function memoryIndex(source: CardSource): CardIndex {
  const all = [...source.cards()];
  const byId = new Map(all.map((card) => [card.id, card]));
  const byName = new Map<string, Card[]>();
  for (const card of all)
    for (const key of nameKeysOf(card)) (byName.get(key) ?? byName.set(key, []).get(key)!).push(card);
  const bySetNumber = groupBy(all, (card) => `${card.setId}\0${numberKey(card.number)}`);
  const bySetCore = groupBy(all, (card) => `${card.setId}\0${numberCore(card.number)}`);
  for (const [alias, id] of source.aliases?.() ?? []) {
    const card = byId.get(id);
    if (card && !byId.has(alias)) byId.set(alias, card);
  }
  const cards = [...new Set(byId.values())];
  const sets = [...source.sets()];
  const names = [...byName.keys()];
  const species = new Map(computeSpeciesStages(cards).map((s) => [s.nameKey, s]));
  const sorted = [...cards].sort(byNameThenRelease);
  const matching = (fragment: string): Card[] =>
    sorted.filter(
      (c) => c.nameKey.includes(fragment) || Object.values(c.names ?? {}).some((n) => nameKey(n).includes(fragment)),
    );
  return {
    count: () => cards.length,
    byId: (id) => byId.get(id),
    bySetNumber: (setId, key) => bySetNumber.get(`${setId}\0${key}`) ?? [],
    bySetCore: (setId, core) => bySetCore.get(`${setId}\0${core}`) ?? [],
    byName: (key) => byName.get(key) ?? [],
    nameKeys: () => names,
    sets: () => sets,
    speciesStage: (key) => species.get(key),
    search: (fragment, limit = 200) => matching(fragment).slice(0, limit),
    searchCount: (fragment) => matching(fragment).length,
  };
}
