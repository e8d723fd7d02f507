// A card pack served to a host without a file system (a web page, a worker) keeps its sets on the server until a
// use case asks for them: the sets are fetched, and the use case run again on them. Browser-safe.
import { isLazy, type LazyCardIndex } from '../cards/card-index.js';
import { CardLookup } from '../cards/lookup/lookup.js';
import { CardPack } from '../cards/pack/reader.js';
import { SearchIndex } from '../derive/search-index.js';
import { PACK_SEARCH_FILE, PACK_TABLES } from '../model/pack-format.js';
import { DatasetError } from '../model/errors.js';
import type { ParsedDeck } from '../model/deck.js';
import type { Notice } from '../model/notice.js';
import { refsOf, type TotemOption } from './resolve.js';

/** The card data of these sets could not be fetched: no verdict (an outage is never one), and which sets. */
export class CardSetsUnavailableError extends DatasetError {
  override name = 'CardSetsUnavailableError';
  constructor(
    readonly sets: string[],
    /** What the loader threw (a failed fetch, an HTTP status). */
    readonly reason: unknown,
  ) {
    super(
      `the card data of ${sets.length} set(s) (${sets.join(', ')}) could not be loaded: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  }
}

/** Called with the number of sets about to be fetched (a page says "loading the card data of 3 sets…"). */
export type OnLoading = (sets: number) => void;

/** Fetch `sets` (noted in `loaded`, less the names file: no set of the verdict); a failure names them. */
async function fetchSets(
  sets: string[],
  load: () => Promise<unknown>,
  onLoading: OnLoading,
  loaded = new Set<string>(),
) {
  for (const id of sets) if (id !== PACK_TABLES.names) loaded.add(id);
  onLoading(sets.length);
  await load().catch((error: unknown) => {
    throw new CardSetsUnavailableError(sets, error);
  });
}

/** Fetch the sets the lookups of the last pass noted as missing; whether there were any. */
async function loadWanted(pack: LazyCardIndex, onLoading: OnLoading, loaded: Set<string>): Promise<boolean> {
  const wanted = pack.wantedSets();
  if (wanted.length) await fetchSets(wanted, () => pack.loadWanted(), onLoading, loaded);
  return wanted.length > 0;
}

/**
 * Before a check on a served pack: first the sets the lines name by code (looked up before they are loaded, a
 * printing would fall back to its name and ask for every set with a card of that name — every basic Energy of
 * 25 years), then the lines alone, without suggestions (cheap), until every set they need is there.
 */
async function loadSetsOfDeck(
  pack: LazyCardIndex & ConstructorParameters<typeof CardLookup>[0],
  parsed: ParsedDeck,
  totem: TotemOption | null,
  onLoading: OnLoading,
  loaded: Set<string>,
): Promise<void> {
  const refs = parsed.unreadable ? [] : refsOf(parsed, totem);
  const codes = new CardLookup(pack);
  const named = [...new Set(refs.flatMap((ref) => (ref.set ? codes.setIdsFor(ref.set) : [])))];
  if (named.length) await fetchSets(named, () => pack.preload(named), onLoading, loaded);
  for (let pass = 0; pass < 4 && refs.length; pass++) {
    const lookup = new CardLookup(pack);
    for (const ref of refs) lookup.resolve(ref, { suggest: false });
    if (!(await loadWanted(pack, onLoading, loaded))) break;
  }
}

export interface ServedPackOptions {
  /** The lists the use case checks: the sets they need are fetched before it first runs. */
  decks?: readonly ParsedDeck[];
  totem?: TotemOption | null;
  /**
   * A search over every card (fits, Totems): a pack's search index is read first (one file instead of every set:
   * a page's search then loads only the Totem's set). A pack without one is searched through its sets.
   */
  search?: boolean;
  onLoading?: OnLoading;
  onWarning?: (notice: Notice) => void;
}

export interface ServedRun<T> {
  result: T;
  lookup: CardLookup;
  sets: string[];
  /** Milliseconds of the last run, on cards already loaded. */
  ms: number;
}

const now = (): number => globalThis.performance?.now() ?? Date.now();

/**
 * Run a use case over `lookup`'s cards: the one retry every face shares (library, page). On a served pack the
 * sets the decks name are fetched first; the use case then runs again, on a fresh lookup, while it asks for sets
 * not loaded yet (suggestions for an unknown line may name cards of other sets), at most four runs. Elsewhere once.
 */
export async function overServedPack<T>(
  lookup: CardLookup,
  use: (lookup: CardLookup) => Promise<T>,
  options: ServedPackOptions = {},
): Promise<ServedRun<T>> {
  const store = lookup.store;
  const onLoading = options.onLoading ?? (() => {});
  if (options.search && store instanceof CardPack && store.hasSearchIndex() && !store.searchIndex(SearchIndex.open))
    await fetchSets([PACK_SEARCH_FILE], () => store.loadSearchIndex(SearchIndex.open), onLoading);
  const pack = isLazy(store) ? store : null;
  const loaded = new Set<string>();
  if (pack)
    for (const deck of options.decks ?? []) await loadSetsOfDeck(pack, deck, options.totem ?? null, onLoading, loaded);
  for (let pass = 0; ; pass++) {
    // A fresh lookup each pass: the last one remembers the cards it could not find before their sets came.
    const current = pack ? lookup.fresh(options.onWarning) : lookup;
    const started = now();
    const result = await use(current);
    const ms = now() - started;
    if (!pack || pass === 3 || !(await loadWanted(pack, onLoading, loaded)))
      return { result, lookup: current, sets: [...loaded].sort(), ms };
  }
}
