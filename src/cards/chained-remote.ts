import type { CardRef } from '../model/deck.js';
import type { CardLookup, RemoteCards } from './lookup/lookup.js';
import { errorWords, joinedWords, type Notice } from '../model/notice.js';
import { cardNotice } from './messages.js';

/**
 * Two card APIs as one: the first is asked, then the second for what is still missing (2026 cards, sets the
 * first doesn't have). When one fails or is throttled, the other answers, with one warning for the run; when
 * both fail, the lookup decides (the store answers if it has cards, else the error stands).
 */
export class ChainedRemote implements RemoteCards {
  private down = new Set<number>();

  constructor(
    private readonly remotes: { name: Notice; remote: RemoteCards }[],
    private readonly warn: (notice: Notice) => void,
  ) {}

  private async each(call: (remote: RemoteCards) => Promise<void>, after: () => void): Promise<void> {
    let lastError: unknown = null;
    let answered = false;
    for (const [i, { remote }] of this.remotes.entries()) {
      if (this.down.has(i)) continue;
      try {
        await call(remote);
        answered = true;
      } catch (error) {
        lastError = error;
        this.down.add(i);
        // Only the APIs still to come can stand in; the ones already asked have answered what they could.
        const next = this.remotes.filter((_, j) => j > i && !this.down.has(j)).map((r) => r.name);
        const words = errorWords(error);
        if (next.length) this.warn(cardNotice('api-down-asking', { error: words, next: joinedWords(next) }));
        else if (answered) this.warn(cardNotice('api-down', { error: words }));
      }
      after();
    }
    if (!answered && lastError) throw lastError;
  }

  async fetchRefs(refs: CardRef[], lookup: CardLookup): Promise<void> {
    let missing = refs;
    await this.each(
      (remote) => (missing.length ? remote.fetchRefs(missing, lookup) : Promise.resolve()),
      () => {
        lookup.refresh();
        missing = missing.filter((ref) => lookup.resolve(ref, { suggest: false }).status === 'unknown');
      },
    );
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
