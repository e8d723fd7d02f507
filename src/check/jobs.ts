import { availableParallelism, loadavg } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

/** A job's answer: its value; or its worker threw, or none had room (`here`): the caller runs it itself; or died. */
export type JobAnswer<R> = { value: R } | { threw: true } | { died: string } | { here: true };

type Held<T, R> = { id: number; task: T; done(answer: JobAnswer<R>): void };

// A worker holds this many tasks: it never waits for this thread (busy with tasks too); memory stays bounded.
export const DEPTH = 16;

// How many threads `--jobs` means: 0 is one per idle core (by the load average); never more than there are tasks.
export const jobCount = (jobs: number, tasks: number, load?: number): number =>
  Math.max(1, Math.min(jobs || availableParallelism() - Math.round(load ?? loadavg()[0]!), tasks));

/**
 * Worker threads that each run `entry` (a script calling `serveJobs`) with `data`, and the tasks given them in
 * turn. A worker that dies (out of memory, an exit) answers `died` for the task it was running and is replaced;
 * the tasks queued behind it go to the new one. A worker keeps the process alive only while it holds tasks. With
 * `here`, a task no worker has room for is answered `here` (one a turn of this thread's event loop).
 */
export class JobPool<T, R> {
  private readonly queue: Held<T, R>[] = [];
  private readonly workers = new Map<Worker, Held<T, R>[]>();
  private next = 0;
  private lend: NodeJS.Immediate | undefined;

  constructor(
    private readonly entry: URL,
    private readonly data: unknown,
    private readonly size: number,
    private readonly here = false,
  ) {}

  /** The answer to one task (never a rejection: a task that could not run says so in its answer). */
  run(task: T): Promise<JobAnswer<R>> {
    return new Promise((done) => {
      this.queue.push({ id: this.next++, task, done });
      this.deal();
    });
  }

  private deal(): void {
    while (this.workers.size < this.size) this.start();
    for (const [worker, held] of this.workers) {
      if (!this.queue.length) return;
      if (!held.length) worker.ref();
      while (held.length < DEPTH && this.queue.length) {
        const job = this.queue.shift()!;
        held.push(job);
        worker.postMessage({ id: job.id, task: job.task });
      }
    }
    if (this.here && this.queue.length)
      this.lend ??= setImmediate(() => {
        this.lend = undefined;
        this.queue.shift()?.done({ here: true });
        this.deal();
      });
  }

  private start(): void {
    // A young generation of 8 MB, not V8's default (2,000 decks on 2 workers: 171 MB, not 217, in less CPU time), and
    // a 1 GB heap, not 4: V8 collects it at 1.6×, not 4×, what is live (10,000 decks: ~33 MB, not ~50, issue #42).
    const resourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 1024 };
    const worker = new Worker(this.entry, { workerData: this.data, resourceLimits });
    const held: Held<T, R>[] = [];
    this.workers.set(worker, held);
    worker.unref();
    worker.on('message', ({ id, answer }: { id: number; answer: string }) => {
      const at = held.findIndex((job) => job.id === id);
      if (at >= 0) held.splice(at, 1)[0]!.done(JSON.parse(answer) as JobAnswer<R>);
      if (!held.length) worker.unref();
      this.deal();
    });
    // The first task it held is the one it was running (a worker runs its tasks in turn): the rest go back.
    const died = (reason: string) => {
      if (this.workers.get(worker) !== held) return;
      this.workers.delete(worker);
      held.shift()?.done({ died: reason });
      this.queue.unshift(...held);
      void worker.terminate();
      if (this.queue.length) this.deal();
    };
    worker.on('error', (error: Error & { code?: string }) => died(error.code ?? error.name));
    worker.on('exit', (code) => died(`exit ${code}`));
  }
}

/** A worker's side: each task through `work` in the order given, each answered with its id. */
export function serveJobs<T, R>(work: (task: T) => Promise<R>): void {
  let turn = Promise.resolve();
  parentPort!.on('message', ({ id, task }: { id: number; task: T }) => {
    // JSON text: postMessage's clone of a report's many small objects cost ~0.5 ms a deck, a string's copy little.
    turn = turn
      .then(async () => ({ value: await work(task) }))
      .catch(() => ({ threw: true }))
      .then((answer) => parentPort!.postMessage({ id, answer: JSON.stringify(answer) }));
  });
}
