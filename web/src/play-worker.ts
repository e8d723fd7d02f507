import { exportDeck, sample, type ExportFormat } from '../../src/lib/browser.js';
import type { Lang } from './lang.js';
import { panelFailure } from './engine.js';
import { sharedPack } from './pack-loader.js';

// The sample hand and the exports run in a Web Worker of their own (worker.ts, the one module of every task), as "Compare with…" does: the list checked, then
// dealt by the library's sample() or written by its exportDeck() (`totem sample`'s and `totem export`'s use
// cases), which may fetch the sets the list names, off the page's thread.

/** Page → worker: deal the list by this seed (card names in this language), or export it (`to`). */
export interface PlayRequest {
  id: number;
  packUrl: string;
  lang: Lang;
  text: string | Uint8Array;
  seed: number;
  to?: ExportFormat;
}

export type PlayReply =
  | { id: number; kind: 'sample'; sample: Awaited<ReturnType<typeof sample>> }
  | { id: number; kind: 'export'; file: string }
  | { id: number; kind: 'failure'; error: string; unavailable?: boolean };

/** One hand dealt or one export written, answered through `post`. */
export async function play(request: PlayRequest, post: (reply: PlayReply) => void): Promise<void> {
  const { id, packUrl, lang, text, seed, to } = request;
  try {
    const cards = await sharedPack(packUrl);
    if (to) post({ id, kind: 'export', file: await exportDeck(text, { cards, lang, to }) });
    else post({ id, kind: 'sample', sample: await sample(text, { cards, lang, seed }) });
  } catch (error) {
    post({ id, kind: 'failure', ...panelFailure(error) });
  }
}
