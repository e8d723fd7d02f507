import { openCardPack, sample, type CardPack } from '../../src/lib/browser.js';
import type { Lang } from './lang.js';
import { panelFailure } from './engine.js';
import { packLoader } from './pack-loader.js';

// The sample hand runs in its own Web Worker, as "Compare with…" does: the list checked and dealt by the
// library's sample() (`totem sample`'s use case), which may fetch the sets the list names, off the page's thread.

/** Page → worker: deal the list, by this seed, card names in this language. */
export interface PlayRequest {
  id: number;
  packUrl: string;
  lang: Lang;
  text: string | Uint8Array;
  seed: number;
}

export type PlayReply =
  | { id: number; kind: 'sample'; sample: Awaited<ReturnType<typeof sample>> }
  | { id: number; kind: 'failure'; error: string; unavailable?: boolean };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PlayRequest>) => void) | null;
  postMessage(message: PlayReply): void;
};

let pack: Promise<CardPack> | null = null;

scope.onmessage = async (event) => {
  const { id, packUrl, lang, text, seed } = event.data;
  try {
    pack ??= openCardPack(packLoader(packUrl)).catch((error: unknown) => {
      pack = null;
      throw error;
    });
    const cards = await pack;
    scope.postMessage({ id, kind: 'sample', sample: await sample(text, { cards, lang, seed }) });
  } catch (error) {
    scope.postMessage({ id, kind: 'failure', ...panelFailure(error) });
  }
};
