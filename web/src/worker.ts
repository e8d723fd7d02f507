import {
  CardSetsUnavailableError,
  PackUnavailableError,
  causeOf,
  checkList,
  openPack,
  aheadVerdict,
  asPressed,
  readNames,
  setNames,
} from './engine.js';
import { openKept } from './fetched-cards.js';
import { damagedSets, packLoader } from './pack-loader.js';
import { OPEN_PACK, type CheckReply, type CheckRequest } from './protocol.js';
import type { PageFailure, PageVerdict } from './verdict-types.js';
import { compare, type CompareRequest } from './compare-worker.js';
import { fits, type FitsRequest } from './fits-worker.js';
import { play, type PlayRequest } from './play-worker.js';
import { share } from './share-worker.js';
import { searchIndex, type SearchIndexRequest } from './keep-offline-search.js';
import { mark } from './mark.js';

mark('w:module');
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
  | ({ task: 'search-index' } & SearchIndexRequest)
  | ({ task: 'ahead' } & CheckRequest);

// A dedicated worker's global scope, typed by hand: the DOM and WebWorker libraries cannot both be in one program.
const scope = self as unknown as {
  name: string;
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

/**
 * The list in the box checked before Check is pressed (checker.ts asks as it is pasted or typed), on the pack and
 * what this device kept: the press on the same list, language and rules takes this verdict (once it is in) instead
 * of fetching and checking again. The latest list only.
 */
let ahead: { key: string; verdict: Promise<PageVerdict | null>; press: number | null } | null = null;
const keyOf = ({ input, lang, variant }: CheckRequest): string | null =>
  input.kind === 'text' ? JSON.stringify([input.text, input.file, lang, variant ?? 'standard']) : null;

function checkAhead(request: CheckRequest): void {
  const key = keyOf(request);
  if (key === null || ahead?.key === key) return;
  const { input, lang, variant, packUrl } = request;
  const made: NonNullable<typeof ahead> = { key, verdict: Promise.resolve(null), press: null };
  // Sets it starts loading once Check is pressed: the press says so, as its own check would.
  const onLoading = (count: number) => {
    if (made.press !== null) post({ id: made.press, kind: 'loading', count } satisfies CheckReply);
  };
  // One check at a time on the worker's pack (a lazily loaded pack's wanted sets are shared): after the one before.
  made.verdict = (ahead?.verdict ?? Promise.resolve())
    .then(() => checkList(input, lang, packLoader(packUrl), onLoading, variant, true))
    .then(aheadVerdict, () => null);
  ahead = made;
}

async function check(request: CheckRequest): Promise<void> {
  const { id, input, lang, variant, packUrl } = request;
  const made = ahead?.key === keyOf(request) ? ahead : null;
  if (made) {
    made.press = id;
    const verdict = await made.verdict;
    mark('w:press-ahead');
    if (verdict) return post({ id, kind: 'verdict', verdict: await asPressed(verdict) } satisfies CheckReply);
  } else await ahead?.verdict; // a check ahead of another list still running: this one after it
  try {
    const load = packLoader(packUrl);
    const onLoading = (count: number) => post({ id, kind: 'loading', count } satisfies CheckReply);
    const verdict = await checkList(input, lang, load, onLoading, variant);
    mark('w:post');
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
  else if (data.task === 'ahead') checkAhead(data);
  else if (data.task === 'search-index') searchIndex(data, post);
  else if (data.task === 'names')
    names ??= readNames().catch(() => {
      names = null;
    });
  else share(data, post);
};
// The check's worker, started with the page (checker.ts names it by the pack's address): the pack opened, and the
// database of fetched cards, as soon as this module has loaded, before any list comes (a failure is the check's to
// say). A message asking it would wait for the page's thread, busy as the page starts.
if (scope.name.startsWith(OPEN_PACK)) {
  const load = packLoader(scope.name.slice(OPEN_PACK.length));
  openPack(load).then(
    () => mark('w:pack-ready'),
    () => {},
  );
  openKept();
}
// Loaded: a share link's deadline counts from here, so a slow first download never refuses a real link (the
// other tasks' pages take only replies with their request's id).
post({ ready: true });
