import { CardSetsUnavailableError, PackUnavailableError, causeOf, checkList, setNames } from './engine.js';
import { damagedSets, packLoader } from './pack-loader.js';
import type { CheckReply, CheckRequest } from './protocol.js';
import type { PageFailure } from './verdict-types.js';

// A dedicated worker's global scope, typed by hand: the DOM and WebWorker libraries cannot both be in one program.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckReply): void;
};

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

scope.onmessage = async (event) => {
  const { id, input, lang, variant, packUrl } = event.data;
  try {
    const load = packLoader(packUrl);
    const onLoading = (count: number) => scope.postMessage({ id, kind: 'loading', count });
    const verdict = await checkList(input, lang, load, onLoading, variant);
    scope.postMessage({ id, kind: 'verdict', verdict });
  } catch (error) {
    scope.postMessage({ id, kind: 'failure', failure: await failureOf(error) });
  }
};
