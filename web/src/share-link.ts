import { LIST_KEY, MAX_FRAGMENT } from './share.js';
import { engineWorker } from './worker-ask.js';

/**
 * What a share link in the address holds: nothing for this key, a text, or a link refused — too long, damaged,
 * or too much work to inflate (a decompression bomb: 109 kB of `#list=` inflate to a billion characters, which
 * froze the page for 3.7 s and took 1 GB before). Used for every link the page opens (a deck's `#list=`, and any
 * other key, such as a pod's).
 */
export type SharedLink = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'refused' };

/**
 * How long inflating one link may take, from when its worker has loaded. A real list's link inflates in a few
 * milliseconds; past this the worker is ended, with whatever memory it took.
 */
export const DECODE_DEADLINE_MS = 300;

/** The link under `key` in `hash`, inflated in a worker of its own that is ended at the deadline. */
export function openSharedLink(hash: string, key = LIST_KEY): Promise<SharedLink> {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(key)) return Promise.resolve({ kind: 'none' });
  // Bounded before any work: no list the page links is this long.
  if (body.length - key.length > MAX_FRAGMENT || body.length === key.length)
    return Promise.resolve({ kind: 'refused' });
  const worker = warm ?? startWorker();
  warm = null;
  return worker.ready.then(
    () =>
      new Promise<SharedLink>((resolve) => {
        const done = (link: SharedLink, keep: boolean) => {
          clearTimeout(timer);
          // A worker that answered is kept for the next link; one that ran out of time is ended, memory and all.
          if (keep && !warm) warm = worker;
          else worker.worker.terminate();
          if (!warm) warm = startWorker();
          resolve(link);
        };
        const timer = setTimeout(() => done({ kind: 'refused' }, false), DECODE_DEADLINE_MS);
        worker.worker.onmessage = (event: MessageEvent<{ text: string | null }>) =>
          done(event.data.text === null ? { kind: 'refused' } : { kind: 'text', text: event.data.text }, true);
        worker.worker.postMessage({ task: 'share', hash, key });
      }),
    () => ({ kind: 'refused' }) as const,
  );
}

interface Started {
  worker: Worker;
  /** Settles when the worker has loaded (or failed to). */
  ready: Promise<void>;
}

/** A worker loaded ahead of the next link, so that the deadline is all decoding. */
let warm: Started | null = null;

function startWorker(): Started {
  const worker = engineWorker();
  const ready = new Promise<void>((resolve, reject) => {
    worker.onmessage = () => resolve();
    worker.onerror = () => reject(new Error('the share-link worker did not start'));
  });
  return { worker, ready };
}

/** Load the worker before any link comes (the page calls this at start-up, when the address holds none). */
export function prepareSharedLinks(): void {
  warm ??= startWorker();
}
