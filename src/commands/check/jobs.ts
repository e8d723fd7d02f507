import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { DEPTH, jobCount, JobPool } from '../../check/jobs.js';
import { checkOneDeck, type DeckCheck } from '../../check/run.js';
import type { DeckInput } from '../context.js';
import type { ParsedDeck } from '../../model/deck.js';
import type { Decks } from '../shared/command.js';
import type { Session, SessionOptions } from '../shared/session.js';
import { unreadableDeck } from '../../parse/index.js';
import { listOptionsOf, type ListFlags } from '../shared/list-input.js';
import { readDeckFile } from '../shared/deck-files.js';

// Fewer files are checked on this thread: a worker's start (~0.25 s of CPU) costs more than it saves on them.
const FEW = 3000;

/** The flags a deck checked on another thread is checked under. */
export type JobFlags = ListFlags & {
  jobs?: number;
  fix?: boolean;
  fixDryRun?: boolean;
  dataDir?: string[];
  offline?: boolean | 'search';
  config?: string;
};

export type Task = { path: string; display: string; configName: string | null };
export type Setup = { session: Omit<SessionOptions, 'locale'>; flags: ListFlags; lang: string };

/**
 * `check --jobs N` (default one per core) as checkDecks takes it: N - 1 workers and this thread, which checks what
 * no worker has room for. Null where one thread checks every deck — a small run, lists read before the run (stdin,
 * --staged), --fix, a data dirs' pack (rebuilt and run again when found damaged), file names that are not text.
 */
export function checkJobs(options: JobFlags, decks: Decks, session: Session) {
  const size = jobCount(options.jobs ?? (decks.length < FEW ? 1 : availableParallelism()), decks.length);
  const alone = options.fix || options.fixDryRun || session.source.dataPack;
  if (size < 2 || alone || decks.some((deck) => !deck.fixable || deck.raw)) return undefined;
  const entry = new URL(process.env.TOTEM_BUNDLED ? './check-worker.cjs' : './thread.js', import.meta.url);
  const { dataDir: dataDirs, offline, config: configFile, totem, extraTypes, variant } = options;
  const setup: Setup = {
    session: { dataDirs, offline, configFile, dir: dirname(resolve(decks[0]!.path)) },
    flags: { totem, extraTypes, variant },
    lang: session.locale.lang,
  };
  // This thread's heap is collected at 1.6× what is live, as its workers' are (its 4 GB limit, set as Node starts,
  // lets it reach 4×: 10,000 decks peaked at 195–234 MB, now ~185). Unset at exit: V8's code cache is made for its flags.
  setFlagsFromString('--heap-growing-percent=60');
  process.prependOnceListener('exit', () => setFlagsFromString('--heap-growing-percent=0'));
  const pool = new JobPool<Task, Awaited<ReturnType<typeof checkHere>>>(entry, setup, size - 1, true);
  // So many decks `ahead` of the one being reported; `here` checks one on this thread (or `parsed` in its place).
  return {
    ahead: size * DEPTH * 2,
    async check(input: DeckInput, configName: string | null, here: (parsed?: ParsedDeck) => Promise<DeckCheck>) {
      const answer = await pool.run({ path: input.path, display: input.display, configName });
      if ('died' in answer) return here(unreadableDeck(input.display, 'check-crashed', { reason: answer.died }));
      // A list no worker had room for is checked here, and so is one its worker threw on, or with cards an API
      // could not answer: it ends as on one thread (a file gone: exit 2), this thread's lookup naming the sources.
      return 'value' in answer && !answer.value.unverified ? answer.value : here();
    },
  };
}

/** One deck in a worker, under the same flags; only what the report and its counts need goes back. */
export async function checkHere(session: Session, flags: ListFlags, task: Task) {
  const { report, unverified, unknown, newer } = await checkOneDeck(session, await readDeckFile(task), {
    ...listOptionsOf(flags),
    config: await session.configFor(task.path),
    configName: task.configName,
  });
  return { report, unverified, unknown, newer };
}
