/**
 * A worker of the page's one worker module (worker.ts: every task), for one task: check, fits, compare, play,
 * share. One module, so the checking engine is downloaded once, however many tasks start a worker of it.
 */
export const engineWorker = (name = ''): Worker =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name });

/** A reply of a panel's worker: its answer, or a failure naming why (a worker that died says so). */
type Reply = { id: number } & ({ kind: 'failure'; error: string; unavailable?: boolean } | { kind: string });

/**
 * How a panel asks its own worker (compare, sample hand, exports): one request at a time by id, with the served
 * pack's address; the worker (of `task`) is started at the first request and again after one died (out of memory on a small phone), which fails only the request it was answering.
 */
export function workerAsker<Q, R extends Reply>(task: 'compare' | 'play'): (request: Q) => Promise<R> {
  let worker: Worker | null = null;
  let asked = 0;
  return (request) => {
    const w = (worker ??= engineWorker());
    const id = ++asked;
    return new Promise((resolve) => {
      w.onmessage = (event: MessageEvent<R>) => {
        if (event.data.id === id) resolve(event.data);
      };
      w.onerror = (event) => {
        event.preventDefault();
        w.terminate();
        if (worker === w) worker = null;
        resolve({ id, kind: 'failure', error: event.message || 'worker error' } as R);
      };
      w.postMessage({ ...request, task, id, packUrl: new URL(__PACK_PATH__, document.baseURI).href });
    });
  };
}
