import type { Lang } from './lang.js';
import { pageVariant } from './variant.js';
import { OPEN_PACK, type CheckReply, type CheckRequest } from './protocol.js';
import { engineWorker } from './worker-ask.js';
import type { PageFailure, PageInput, PageVerdict } from './verdict-types.js';

/** After what the page is doing now; a browser without `requestIdleCallback` (Safari) after the current task. */
export const idle = (then: () => void): unknown =>
  'requestIdleCallback' in window ? requestIdleCallback(then) : setTimeout(then);

/**
 * Work a verdict does not wait for, once it is on screen and the player is reading it: a second after the verdict,
 * when the page is idle. Started at once (idle came as soon as the verdict was drawn, before it was painted), the
 * name list's read (0.4 MB checked and parsed in the worker) took the 2 cores' time from the next paste and press.
 */
const afterVerdict = (then: () => void): unknown => setTimeout(() => idle(then), 1000);

const packUrl = (): string => new URL(__PACK_PATH__, document.baseURI).href;

type Outcome = { kind: 'verdict'; verdict: PageVerdict } | { kind: 'failure'; failure: PageFailure };

/**
 * The check runs in a Web Worker: a 1 MB paste or a slow phone never freezes the page. One request at a
 * time matters: a newer check makes the page ignore the answer to an older one.
 */
export class Checker {
  private worker: Worker | null = null;
  private next = 0;
  private pending = new Map<number, { resolve: (o: Outcome) => void; onLoading: (count: number) => void }>();

  private start(): Worker {
    // Named by the pack's address: the worker opens it as soon as it has loaded (worker.ts), not when a message
    // from this thread reaches it (one posted as the page starts waited for the page's own start-up work).
    const worker = engineWorker(`${OPEN_PACK}${packUrl()}`);
    worker.onmessage = (event: MessageEvent<CheckReply>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      if (reply.kind === 'loading') return waiting.onLoading(reply.count);
      this.pending.delete(reply.id);
      // A first verdict needs no name list when its lines name their sets (issue 42): once it is shown and the page
      // is idle, the worker reads it, so the device keeps it for a name-only line or a did-you-mean, offline too.
      if (reply.kind === 'verdict') afterVerdict(() => worker.postMessage({ task: 'names' }));
      waiting.resolve(reply);
    };
    // A worker that dies (out of memory on a huge input) fails its checks, and the next check starts a new one.
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(event.message || 'worker error');
    };
    return worker;
  }

  private fail(error: string): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [, waiting] of this.pending)
      waiting.resolve({ kind: 'failure', failure: { id: 'check-failed', data: { error } } });
    this.pending.clear();
  }

  /**
   * Start the worker now, which opens the pack as it loads (the page calls this as it starts): the first Check then
   * finds the engine loaded and the pack's index read, instead of waiting for both after the press.
   */
  warm(): void {
    this.worker ??= this.start();
  }

  /**
   * The list in the box, before Check is pressed: the worker checks it meanwhile (worker.ts), so the press finds the
   * card data fetched and the verdict made, or on its way.
   */
  ahead(text: string, lang: Lang): void {
    this.worker ??= this.start();
    this.worker.postMessage({ task: 'ahead', ...this.request(0, { kind: 'text', text, file: 'deck.txt' }, lang) });
  }

  // Under the variant the page's switch names (variant.ts): every list the page checks follows it.
  private request = (id: number, input: PageInput, lang: Lang): CheckRequest => ({
    id,
    input,
    lang,
    variant: pageVariant(),
    packUrl: packUrl(),
  });

  check(input: PageInput, lang: Lang, onLoading: (count: number) => void): Promise<Outcome> {
    this.worker ??= this.start();
    const id = ++this.next;
    const request = this.request(id, input, lang);
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onLoading });
      this.worker!.postMessage({ task: 'check', ...request });
    });
  }
}
