import { diff, type DiffResult } from '../../src/lib/browser.js';
import type { Lang } from './lang.js';
import { panelFailure } from './engine.js';
import { sharedPack } from './pack-loader.js';

// "Compare with…" runs in a Web Worker of its own (worker.ts, the one module of every task), as the fits panel
// does: two lists checked and compared by the library's diff() (`totem diff`'s use case), which may fetch the
// sets the other list needs, off the page's thread.

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

/** One comparison, answered through `post`. */
export async function compare(request: CompareRequest, post: (reply: CompareReply) => void): Promise<void> {
  const { id, packUrl, lang, a, b } = request;
  try {
    const cards = await sharedPack(packUrl);
    const result = await diff({ text: a, file: 'A' }, { text: b, file: 'B' }, { cards, lang });
    post({ id, kind: 'diff', diff: result });
  } catch (error) {
    post({ id, kind: 'failure', ...panelFailure(error) });
  }
}
