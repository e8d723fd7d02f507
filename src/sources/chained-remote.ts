import type { CardRef } from '../model/deck.js';
import { ApiError, NoCardDataError } from '../model/errors.js';
import type { CardLookup, RemoteCards } from '../cards/lookup/lookup.js';
import { list, type MessageData } from '../model/message.js';
import { errorWords, joinedWords, type Notice, type Wordable } from '../model/notice.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { CARD_MESSAGES, cardNotice } from '../model/card-messages.js';
import { CardApiError } from './http.js';

/** The words of an error in a locale: its own when it has them (a TotemError), else its message. */
const wordsOf = (error: unknown): Wordable => {
  const words = errorWords(error);
  return typeof words === 'object' && 'text' in words ? words : { text: () => String(words) };
};

/**
 * Every card API of the chain failed: each failure, in the order they were asked. Its words are theirs, joined
 * (one failure: that failure's words), so a caller that shows it says what each API answered.
 */
export class CardApisFailed extends ApiError {
  override name = 'CardApisFailed';
  constructor(readonly failures: readonly { name: Notice; error: unknown }[]) {
    const text = (locale = ENGLISH): string => failures.map((f) => wordsOf(f.error).text(locale)).join('; ');
    super(text(), text);
  }

  /**
   * No card here at all (no pack, an empty store) and every card API failed: "no card data", which API failed and
   * why, and what to do — connect, or use a data dir — instead of the last API's error alone (see
   * cards/open.ts noCardDataAfter).
   */
  noCardData(store: string): NoCardDataError {
    const { failures } = this;
    const unreachable = failures.every((f) => f.error instanceof CardApiError && f.error.failure?.unreachable);
    const render = (locale: Locale): string => {
      const words = (id: string, data: MessageData): string => renderMessage(CARD_MESSAGES, 'cards', id, data, locale);
      const why = failures
        .map(({ error: e }) =>
          e instanceof CardApiError && e.failure
            ? words('api-failure-of', { url: e.failure.url, detail: e.failure.detail })
            : (e as ApiError).text(locale),
        )
        .join('; ');
      const apis = list(failures.map((f) => f.name.text(locale)));
      const id = unreachable ? 'no-data-unreachable' : 'no-data-api-failed';
      return words(id, { store, apis, why, count: failures.length });
    };
    return new NoCardDataError(render(ENGLISH), render);
  }
}

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

  /**
   * Ask each remote still up in turn; returns the remotes that answered (did not throw). "A failed; asking B
   * instead" is said once B has answered: when every remote fails, the one error that says so (CardApisFailed)
   * is all there is to say, and the caller decides whether it is a warning (cards in the store) or the failure.
   */
  private async each(call: (remote: RemoteCards) => Promise<unknown>, after = () => {}): Promise<RemoteCards[]> {
    const failures: { name: Notice; error: unknown }[] = [];
    const pending: Notice[] = [];
    const answered: RemoteCards[] = [];
    for (const [i, { name, remote }] of this.remotes.entries()) {
      if (this.down.has(i)) continue;
      try {
        await call(remote);
        answered.push(remote);
        for (const notice of pending.splice(0)) this.warn(notice);
      } catch (error) {
        failures.push({ name, error });
        this.down.add(i);
        // Only the APIs still to come can stand in; the ones already asked have answered what they could.
        const next = this.remotes.filter((_, j) => j > i && !this.down.has(j)).map((r) => r.name);
        const words = errorWords(error);
        if (next.length) pending.push(cardNotice('api-down-asking', { error: words, next: joinedWords(next) }));
        else if (answered.length) this.warn(cardNotice('api-down', { error: words }));
      }
      after();
    }
    if (answered.length || !failures.length) return answered;
    // A failure that is not the API's (the store could not be written …) is reported as itself.
    const other = failures.findLast((f) => !(f.error instanceof ApiError));
    throw other ? other.error : new CardApisFailed(failures);
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
    await this.each((remote) => remote.fetchNames(names));
  }
}
