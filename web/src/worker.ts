import {
  CardSetsUnavailableError,
  PackUnavailableError,
  causeOf,
  checkList,
  openPack,
  readNames,
  setNames,
} from './engine.js';
import { damagedSets, packLoader } from './pack-loader.js';
import type { CheckReply, CheckRequest } from './protocol.js';
import type { PageFailure } from './verdict-types.js';
import { compare, type CompareRequest } from './compare-worker.js';
import { fits, type FitsRequest } from './fits-worker.js';
import { play, type PlayRequest } from './play-worker.js';
import { share } from './share-worker.js';

// The page's one worker module: the check, the fits search, compare, the sample hand and exports, and share links
// each run in a worker of their own, all started from this file, so the checking engine is downloaded (and kept
// offline) once. A request names its task.
export type WorkerRequest =
  | ({ task: 'check' } & CheckRequest)
  | ({ task: 'fits' } & FitsRequest)
  | ({ task: 'compare' } & CompareRequest)
  | ({ task: 'play' } & PlayRequest)
  | { task: 'share'; hash: string; key: string }
  | { task: 'names' }
  | { task: 'open'; packUrl: string };

// A dedicated worker's global scope, typed by hand: the DOM and WebWorker libraries cannot both be in one program.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
};
const post = (message: unknown) => scope.postMessage(message);

async function failureOf(error: unknown): Promise<PageFailure> {
  if (error instanceof CardSetsUnavailableError) {
    // A set whose kept copy was damaged and could not be fetched again is the cause, whatever else was loading.
    const damaged = error.sets.filter((set) => damagedSets.has(set));
    if (damaged.length) {
      const names = await setNames(damaged.slice(0, 5));
      return { id: 'sets-damaged', data: { count: damaged.length, sets: names.join(', ') } };
    }
    // By the names a player knows them by; a name-only line can need dozens of sets: the first few name the
    // problem well enough.
    const names = await setNames(error.sets.slice(0, 5));
    const shown = error.sets.length > 5 ? `${names.join(', ')}, …` : names.join(', ');
    return { id: 'sets-unavailable', data: { count: error.sets.length, sets: shown, error: causeOf(error.reason) } };
  }
  if (error instanceof PackUnavailableError) return { id: 'pack-unavailable', data: { error: causeOf(error) } };
  return { id: 'check-failed', data: { error: causeOf(error) } };
}

async function check(request: CheckRequest): Promise<void> {
  const { id, input, lang, variant, packUrl } = request;
  try {
    const load = packLoader(packUrl);
    const onLoading = (count: number) => post({ id, kind: 'loading', count } satisfies CheckReply);
    const verdict = await checkList(input, lang, load, onLoading, variant);
    post({ id, kind: 'verdict', verdict } satisfies CheckReply);
  } catch (error) {
    post({ id, kind: 'failure', failure: await failureOf(error) } satisfies CheckReply);
  }
}

/** The name list, asked after every verdict (checker.ts), read once; again after a failure (offline, say). */
let names: Promise<unknown> | null = null;

scope.onmessage = ({ data }) => {
  if (data.task === 'check') void check(data);
  else if (data.task === 'fits') void fits(data, post);
  else if (data.task === 'compare') void compare(data, post);
  else if (data.task === 'play') void play(data, post);
  // The check's worker, started with the page: the pack opened before any list comes (a failure is the check's to say).
  else if (data.task === 'open') openPack(packLoader(data.packUrl)).catch(() => {});
  else if (data.task === 'names')
    names ??= readNames().catch(() => {
      names = null;
    });
  else share(data, post);
};
// Loaded: a share link's deadline counts from here, so a slow first download never refuses a real link (the
// other tasks' pages take only replies with their request's id).
post({ ready: true });
