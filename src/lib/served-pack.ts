// A card pack served to a host without a file system (a web page, a worker): its sets are fetched as a deck
// needs them, so a list loads only the sets it names. Browser-safe like the rest of the core.
import { isLazy, type LazyCardIndex } from '../cards/card-index.js';
import { CardLookup } from '../cards/lookup/lookup.js';
import { openPack, type CardPack, type LoadFile } from '../cards/pack/reader.js';
import { refsOf } from '../check/resolve.js';
import { DatasetError } from '../model/errors.js';
import type { TotemOption } from '../check/resolve.js';
import type { ParsedDeck } from '../parse/index.js';
import type { CommandContext } from '../commands/context.js';

export type { CardPack, LoadFile };

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

/**
 * Open a card pack through `load(path)` (`index.json`, then `sets/<id>.jsonl` as decks need them), e.g.
 * `openCardPack((path) => fetch(new URL(path, base)).then((r) => r.arrayBuffer()).then((b) => new Uint8Array(b)))`.
 * The pack is a CardIndex: pass it as `cards` to checkDeck, analyzeDeck, stats, cost and identity.
 */
export function openCardPack(load: LoadFile): Promise<CardPack> {
  return openPack(load);
}

/** Called with the number of sets about to be fetched (a page says "loading the card data of 3 sets…"). */
export type OnLoading = (sets: number) => void;

async function fetchSets(sets: string[], load: () => Promise<void>, onLoading: OnLoading): Promise<void> {
  onLoading(sets.length);
  try {
    await load();
  } catch (error) {
    throw new CardSetsUnavailableError(sets, error);
  }
}

/** Fetch the sets the lookups of the last pass noted as missing; whether there were any. */
export async function loadWanted(pack: LazyCardIndex, onLoading: OnLoading, loaded: Set<string>): Promise<boolean> {
  const wanted = pack.wantedSets();
  if (!wanted.length) return false;
  for (const id of wanted) loaded.add(id);
  await fetchSets(wanted, () => pack.loadWanted(), onLoading);
  return true;
}

/**
 * Before a check on a served pack: first the sets the lines name by code (looked up before they are loaded, a
 * printing would fall back to its name and ask for every set with a card of that name — every basic Energy of
 * 25 years), then the lines alone, without suggestions (cheap), until every set they need is there.
 */
export async function loadSetsOfDeck(
  pack: LazyCardIndex & ConstructorParameters<typeof CardLookup>[0],
  parsed: ParsedDeck,
  totem: TotemOption | null,
  onLoading: OnLoading,
  loaded: Set<string>,
): Promise<void> {
  const refs = parsed.unreadable ? [] : refsOf(parsed, totem);
  const codes = new CardLookup(pack);
  const named = [...new Set(refs.flatMap((ref) => (ref.set ? codes.setIdsFor(ref.set) : [])))];
  if (named.length) {
    for (const id of named) loaded.add(id);
    await fetchSets(named, () => pack.preload(named), onLoading);
  }
  for (let pass = 0; pass < 4 && refs.length; pass++) {
    const lookup = new CardLookup(pack);
    for (const ref of refs) lookup.resolve(ref, { suggest: false });
    if (!(await loadWanted(pack, onLoading, loaded))) break;
  }
}

/**
 * A use case that reads cards (cost, identity, a search): on a served pack, run again with a new lookup while it
 * asks for sets not loaded yet (at most 3 rounds); elsewhere once.
 */
export async function overServedPack<T>(
  ctx: CommandContext,
  onLoading: OnLoading | undefined,
  use: (c: CommandContext) => Promise<T>,
): Promise<T> {
  const pack = ctx.lookup.store;
  if (!isLazy(pack)) return use(ctx);
  for (let pass = 0; ; pass++) {
    const fresh = { ...ctx, lookup: new CardLookup(pack) };
    const result = await use(fresh);
    if (pass === 3 || !(await loadWanted(pack, onLoading ?? (() => {}), new Set()))) return result;
  }
}
