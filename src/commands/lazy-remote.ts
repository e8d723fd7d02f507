import type { CardRef } from '../model/deck.js';
import type { Notice } from '../model/notice.js';
import type { CardLookup, RemoteCards } from '../cards/lookup/lookup.js';

/**
 * The card APIs, made on first need. Making them loads their clients (pokemontcgsdk with axios, which reaches
 * Node's fetch; the TCGdex client and the zod schemas of both): about a third of a warm check's start-up, for a
 * run the local card data answers whole. So the clients are loaded when a line is missing from the local data
 * (`fetchRefs`, `fetchNames`), or when a line is written with a card id (`prepare`), which `storedIdOf` must map
 * synchronously (a TCGdex id, `sv03-125`, is stored as `sv3-125`). What a run must check as it starts (the API
 * addresses, the network budget) the caller checks before making this.
 */
export class LazyRemote implements RemoteCards {
  private opening: Promise<RemoteCards> | null = null;
  private opened: RemoteCards | null = null;

  constructor(private readonly open: () => Promise<RemoteCards>) {}

  private remote(): Promise<RemoteCards> {
    this.opening ??= this.open().then((remote) => (this.opened = remote));
    return this.opening;
  }

  async prepare(refs: readonly CardRef[]): Promise<void> {
    if (refs.some((ref) => ref.id)) await this.remote();
  }

  async fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<CardRef[] | void> {
    return (await this.remote()).fetchRefs(refs, lookup);
  }

  async fetchNames(names: string[]): Promise<void> {
    await (await this.remote()).fetchNames(names);
  }

  /** A source that was never asked vouches for nothing it did not answer; once made, it says for itself. */
  covers(ref: CardRef, lookup: CardLookup): boolean {
    return this.opened?.covers?.(ref, lookup) ?? true;
  }

  /** None failed before any was asked. */
  failedSources(): Notice[] {
    return this.opened?.failedSources?.() ?? [];
  }

  storedIdOf(id: string): string | undefined {
    return this.opened?.storedIdOf?.(id);
  }
}
