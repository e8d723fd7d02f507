import type { CardRef } from '../model/deck.js';
import type { CardLookup, RemoteCards } from './lookup/lookup.js';
import { errorWords, joinedWords, type Notice } from '../model/notice.js';
import { cardNotice } from './messages.js';

/**
 * Two card APIs as one: the first is asked, then the second for what is still missing (2026 cards, sets the
 * first doesn't have). When one fails or is throttled, the other answers, with one warning for the run; when
 * both fail, the lookup decides (the store answers if it has cards, else the error stands).
 *
 * An outage is never a verdict: a ref still missing at the end is unverified (returned to the lookup) when an API
 * that was to be asked failed and no API that answered covers it (knows its set). The Pokémon TCG API knows the
 * sets of its own set list; TCGdex, which has every set, covers whatever it answered.
 */
export class ChainedRemote implements RemoteCards {
  private down = new Set<number>();

  constructor(
    private readonly remotes: { name: Notice; remote: RemoteCards }[],
    private readonly warn: (notice: Notice) => void,
  ) {}

  /** Ask each remote still up in turn; returns the remotes that answered (did not throw). */
  private async each(call: (remote: RemoteCards) => Promise<unknown>, after: () => void): Promise<RemoteCards[]> {
    let lastError: unknown = null;
    const answered: RemoteCards[] = [];
    for (const [i, { remote }] of this.remotes.entries()) {
      if (this.down.has(i)) continue;
      try {
        await call(remote);
        answered.push(remote);
      } catch (error) {
        lastError = error;
        this.down.add(i);
        // Only the APIs still to come can stand in; the ones already asked have answered what they could.
        const next = this.remotes.filter((_, j) => j > i && !this.down.has(j)).map((r) => r.name);
        const words = errorWords(error);
        if (next.length) this.warn(cardNotice('api-down-asking', { error: words, next: joinedWords(next) }));
        else if (answered.length) this.warn(cardNotice('api-down', { error: words }));
      }
      after();
    }
    if (!answered.length && lastError) throw lastError;
    return answered;
  }

  failedSources(): Notice[] {
    return this.remotes.filter((_, i) => this.down.has(i)).map((r) => r.name);
  }

  async fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<CardRef[]> {
    let missing = refs;
    const answered = await this.each(
      (remote) => (missing.length ? remote.fetchRefs(missing, lookup) : Promise.resolve()),
      () => {
        lookup.refresh();
        missing = missing.filter((ref) => lookup.resolve(ref, { suggest: false }).status === 'unknown');
      },
    );
    if (this.down.size === 0) return [];
    return missing.filter((ref) => !answered.some((remote) => remote.covers?.(ref, lookup) ?? true));
  }

  storedIdOf(id: string): string | undefined {
    for (const { remote } of this.remotes) {
      const stored = remote.storedIdOf?.(id);
      if (stored && stored !== id) return stored;
    }
    return undefined;
  }

  async fetchNames(names: string[]): Promise<void> {
    await this.each(
      (remote) => remote.fetchNames(names),
      () => {},
    );
  }
}
