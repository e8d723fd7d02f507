import { diff, openCardPack, type CardPack, type DiffResult } from '../../src/lib/browser.js';
import type { Lang } from './lang.js';
import { panelFailure } from './engine.js';
import { packLoader } from './pack-loader.js';

// "Compare with…" runs in its own Web Worker, as the fits panel does: two lists checked and compared by the
// library's diff() (`totem diff`'s use case), which may fetch the sets the other list needs, off the page's
// thread; the check's worker (worker.ts) stays as it is.

/** Page → worker: compare list A with list B, card names in this language. */
export interface CompareRequest {
  id: number;
  packUrl: string;
  lang: Lang;
  a: string | Uint8Array;
  b: string;
}

/** Worker → page: the diff, or why there is none (an outage is never a verdict). */
export type CompareReply =
  | { id: number; kind: 'diff'; diff: DiffResult }
  | { id: number; kind: 'failure'; error: string; unavailable?: boolean };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompareRequest>) => void) | null;
  postMessage(message: CompareReply): void;
};

let pack: Promise<CardPack> | null = null;

scope.onmessage = async (event) => {
  const { id, packUrl, lang, a, b } = event.data;
  try {
    pack ??= openCardPack(packLoader(packUrl)).catch((error: unknown) => {
      pack = null;
      throw error;
    });
    const cards = await pack;
    const result = await diff({ text: a, file: 'A' }, { text: b, file: 'B' }, { cards, lang });
    scope.postMessage({ id, kind: 'diff', diff: result });
  } catch (error) {
    scope.postMessage({ id, kind: 'failure', ...panelFailure(error) });
  }
};
