import { findCards, totems } from '../../src/lib/browser.js';
import type { Lang } from './lang.js';
import { IMAGES, panelFailure } from './engine.js';
import { factsOf, type CardFacts } from './card-facts.js';
import { sharedPack } from './pack-loader.js';

// The "cards that fit" search runs in a Web Worker of its own (worker.ts, the one module of every task), so the
// page never freezes and checks go on in theirs. The first search fetches the pack's search index (one file, not every set); the
// pack stays open between searches, so later ones load nothing and decide only the cards whose names match.

/**
 * Page → worker: the cards that fit this Totem and match this query; or, `mode: 'totems'` (an empty box: which
 * Totem to start from), the cards that can be a Totem and match the query, as `totem totems QUERY` lists them.
 */
export interface FitsRequest {
  id: number;
  mode?: 'fits' | 'totems';
  packUrl: string;
  lang: Lang;
  totem: string;
  query: string;
  type?: string;
  category?: 'pokemon' | 'trainer' | 'energy';
  extraTypes: string[];
  limit: number;
  /** The rules the page checks under (variant.ts): a card fits as `check` would judge it under them. */
  variant?: 'standard' | 'tribute';
  /** The card ids of the list in the box: a card it holds is marked, one breaking a limit there left out. */
  listed?: string[];
}

export interface FitsCard {
  id: string;
  name: string;
  /** The Spanish name, when the card data has one (shown on the Spanish page). */
  nameEs?: string;
  /** The ids of the version's other printings (a list holding one holds this card). */
  printings?: string[];
  /** The id of the list's card that makes this one a second copy (the singleton rule's count). */
  inList?: string;
  set: string;
  number: string;
  category: 'pokemon' | 'trainer' | 'energy';
  types: string[];
  uses: string[];
  limits: string[];
}

/** A card that can be a Totem, as `totems --format json` gives it. */
export interface TotemChoice {
  id: string;
  name: string;
  set: string;
  number: string;
  identity: string[];
  invocationCost: number | null;
  prizeCards: number | null;
}

/** Worker → page: sets loading, then the cards (and the search's own time) or why none. */
export type FitsReply =
  | { id: number; kind: 'loading'; count: number }
  | { id: number; kind: 'totems'; total: number; totems: TotemChoice[]; ms: number }
  /** `ms`: the search's time in the worker, the sets' loading included when `loadedSets` is not 0. */
  | { id: number; kind: 'cards'; total: number; cards: FitsCard[]; ms: number; loadedSets: number }
  | { id: number; kind: 'failure'; error: string; unavailable?: boolean }
  /** After the cards: each one's picture address and facts, from its set's file (loaded then, never blocking). */
  | { id: number; kind: 'faces'; faces: { id: string; image: string | null; facts?: CardFacts }[] };

/** One search, answered through `post` (sets loading, then the cards). */
export async function fits(request: FitsRequest, post: (reply: FitsReply) => void): Promise<void> {
  const { id, mode, packUrl, lang, totem, query, type, category, extraTypes, limit, variant, listed } = request;
  try {
    const cards = await sharedPack(packUrl);
    const started = performance.now();
    if (mode === 'totems') {
      const found = await totems(undefined, { cards, lang, query, limit, variant });
      const list = (found.totems ?? []) as TotemChoice[];
      const ms = Math.round(performance.now() - started);
      post({ id, kind: 'totems', total: Number(found.total ?? list.length), totems: list, ms });
      return;
    }
    let loadedSets = 0;
    const found = await findCards(query, {
      cards,
      lang,
      fits: totem,
      type,
      category,
      extraTypes: extraTypes.length ? extraTypes : undefined,
      limit,
      variant,
      listed,
      onLoading: (count) => {
        loadedSets += count;
        post({ id, kind: 'loading', count });
      },
    });
    const ms = Math.round(performance.now() - started);
    const list = (found.cards ?? []) as FitsCard[];
    post({ id, kind: 'cards', total: Number(found.total ?? list.length), cards: list, ms, loadedSets });
    // The results' sets (a lookup notes those not loaded yet); none loading (offline) leaves the facts out.
    for (const card of list) cards.byId(card.id);
    await cards.loadWanted().catch(() => {});
    const faces = list.map((card) => {
      const image = cards.imagePath(card.id);
      return { id: card.id, image: image ? `${IMAGES}${image}` : null, facts: factsOf(cards.byId(card.id)) };
    });
    post({ id, kind: 'faces', faces });
  } catch (error) {
    post({ id, kind: 'failure', ...panelFailure(error) });
  }
}
