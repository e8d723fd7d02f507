import { exportDeck, openCardPack, sample, type CardPack, type ExportFormat } from '../../src/lib/browser.js';
import type { Lang } from './lang.js';
import { panelFailure } from './engine.js';
import { packLoader } from './pack-loader.js';

// The sample hand and the exports run in their own Web Worker, as "Compare with…" does: the list checked, then
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

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PlayRequest>) => void) | null;
  postMessage(message: PlayReply): void;
};

let pack: Promise<CardPack> | null = null;

scope.onmessage = async (event) => {
  const { id, packUrl, lang, text, seed, to } = event.data;
  try {
    pack ??= openCardPack(packLoader(packUrl)).catch((error: unknown) => {
      pack = null;
      throw error;
    });
    const cards = await pack;
    if (to) scope.postMessage({ id, kind: 'export', file: await exportDeck(text, { cards, lang, to }) });
    else scope.postMessage({ id, kind: 'sample', sample: await sample(text, { cards, lang, seed }) });
  } catch (error) {
    scope.postMessage({ id, kind: 'failure', ...panelFailure(error) });
  }
};
