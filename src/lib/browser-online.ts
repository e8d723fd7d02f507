// `totem-deck/browser`'s way to the TCGdex API (issue 40): a page checks a line of a set newer than its card pack by
// fetching the card through the library's own TCGdex client, as the CLI does, and keeps what it fetched (the page
// stores it and hands it back on its next visit, offline too). Apart from src/lib/browser.ts, which stays free of
// any network client: only a page that goes online loads this. test/lib/browser-online.test.ts bundles it for a
// browser (no Node module, no file system) as test/lib/browser.test.ts does the core.
import './browser-data.js';
import type { Card, CardSet } from '../model/card.js';
import type { CardIndex } from '../cards/card-index.js';
import type { CardLookup } from '../cards/lookup/lookup.js';
import type { CardPack } from '../cards/pack/reader.js';
import type { CardRef } from '../model/deck.js';
import { LayeredIndex } from '../cards/layered-index.js';
import { memoryIndex, type CardIndexSource } from '../commands/context.js';
import { hashedFingerprint } from '../sources/fingerprint.js';
import { TcgdexClient } from '../sources/tcgdex/api.js';
import { TcgdexRemote, type RemoteStore } from '../sources/tcgdex/remote.js';
import { newerTcgdexSets as newerSets } from '../sources/tcgdex/set-map.js';
import { DEFAULT_TCGDEX_URL } from '../sources/settings.js';

/** Cards fetched from TCGdex and their sets: what a page keeps, and hands back on its next visit. */
export interface FetchedCards {
  cards: Card[];
  sets: CardSet[];
}

/** The fetched cards in memory, an index over them, and each answer handed to `keep` once its fingerprints are hashed. */
class FetchedStore implements RemoteStore {
  private readonly cards = new Map<string, Card>();
  private readonly records = new Map<string, CardSet>();
  /** One object (the layered index holds it), its methods an index over the cards fetched so far. */
  readonly index = {} as CardIndex;
  private hashing = Promise.resolve();

  constructor(
    kept: FetchedCards,
    private readonly keep: (fetched: FetchedCards) => void,
  ) {
    this.add(kept.cards, kept.sets);
  }

  private add(cards: Card[], sets: CardSet[]): void {
    for (const set of sets) this.records.set(set.id, set);
    for (const card of cards) this.cards.set(card.id, card);
    Object.assign(this.index, memoryIndex({ cards: () => this.cards.values(), sets: () => this.records.values() }));
  }

  /** Kept at once (the remote reads its answers back), hashed, then kept hashed and handed on. */
  putCards(cards: Card[], sets: CardSet[]): void {
    this.add(cards, sets);
    this.hashing = this.hashing.then(async () => {
      const hashed = await Promise.all(
        cards.map(async (card) => ({ ...card, fingerprint: await hashedFingerprint(card.fingerprint) })),
      );
      this.add(hashed, sets);
      this.keep({ cards: hashed, sets });
    });
  }

  /** Every answer so far hashed: before the lookup reads a fetched card's fingerprint. */
  settled(): Promise<void> {
    return this.hashing;
  }

  allPokemon = (): Card[] => [...this.cards.values()].filter((card) => card.supertype === 'Pokémon');
  // The index computes the stages of its own cards; a page runs no `cards sync`, so it keeps no sync marks.
  putSpecies(): void {}
  getMeta = (): undefined => undefined;
  setMeta(): void {}
  startSync(): void {}
  finishSync(): void {}

  byId = (id: string) => this.index.byId(id);
  byName = (key: string) => this.index.byName(key);
  sets = () => this.index.sets();
}

/** The TCGdex remote whose answers are hashed before the lookup goes on. */
class PageRemote extends TcgdexRemote {
  constructor(
    client: TcgdexClient,
    private readonly fetched: FetchedStore,
  ) {
    // English and Spanish names: the page's two languages.
    super(client, fetched, () => {}, {
      languages: ['es'],
      onNames: (names) =>
        fetched.putCards(
          [...names].flatMap(([id, { en: _en, ...others }]) => {
            const card = fetched.byId(id);
            return card ? [{ ...card, names: { ...(others as Record<string, string>), ...card.names } }] : [];
          }),
          [],
        ),
    });
  }

  // A page asks TCGdex only for printings (set code and number) of sets its pack lacks: a name alone, or a typo in
  // a set the pack holds, stays the pack's to judge, with no request and no wait.
  override async fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<void> {
    const printings = refs.filter((ref) => ref.set && ref.number && !lookup.answersLocally(ref));
    if (printings.length) await super.fetchRefs(printings, lookup);
    await this.fetched.settled();
  }

  override async fetchNames(): Promise<void> {}
}

/**
 * `cards` for checkDeck and the other calls: the pack, over the cards fetched before (`kept`); with a TCGdex
 * endpoint (`null`: offline), a card of a set the pack lacks is fetched, and each answer handed to `keep`.
 */
export function onlineCards(
  pack: CardPack,
  kept: FetchedCards,
  keep: (fetched: FetchedCards) => void,
  tcgdexUrl: string | null = DEFAULT_TCGDEX_URL,
): CardIndexSource {
  const fetched = new FetchedStore(kept, keep);
  // The pack stays lazy under the layers: its sets are still fetched as the lines need them.
  const index = Object.assign(new LayeredIndex(pack, fetched.index), {
    loadsLazily: true as const,
    wantedSets: () => pack.wantedSets(),
    loadWanted: () => pack.loadWanted(),
    preload: (ids: Iterable<string>) => pack.preload(ids),
  });
  return { index, remote: tcgdexUrl ? new PageRemote(clientOf(tcgdexUrl), fetched) : undefined };
}

const clientOf = (baseUrl: string) => new TcgdexClient({ baseUrl, timeoutMs: 10_000, retries: 1 });

/** The sets TCGdex lists that the pack lacks and data/tcgdex-sets.json does not know: one notice's words. */
export const newerTcgdexSets = (pack: CardPack, baseUrl = DEFAULT_TCGDEX_URL): Promise<string[]> =>
  newerSets(Set.prototype.has.bind(pack.tcgdexSets()), { baseUrl, timeoutMs: 10_000, retries: 1 });
