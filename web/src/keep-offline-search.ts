import { searchIndexText, type Card, type CardSet } from '../../src/lib/browser.js';

// "Keep all card data" makes the search index from the sets it keeps instead of fetching it (a fifth of the
// bytes): the packer's own function over the sets' cards, in the page's one worker module (worker.ts), so the page
// never freezes for the seconds it takes on a phone. pack-store.ts keeps what comes back only when it is the very
// file the pack's index describes (size and sha256), else fetches the file.

/** Page → worker: every set's text (checked against the index, in its order) and the index's set records. */
export interface SearchIndexRequest {
  id: number;
  texts: Uint8Array[];
  sets: unknown[];
}

/** Worker → page: the search index's text, or null when the sets can't make it. */
export interface SearchIndexReply {
  id: number;
  bytes: Uint8Array | null;
}

export function searchIndex({ id, texts, sets }: SearchIndexRequest, post: (reply: SearchIndexReply) => void): void {
  let bytes: Uint8Array | null = null;
  try {
    const decoder = new TextDecoder();
    // A set file: its header line, its names line, then a card a line (src/model/pack-format.ts, setFileText).
    const cards = texts.flatMap((text) =>
      decoder
        .decode(text)
        .split('\n')
        .slice(2, -1)
        .map((line) => JSON.parse(line) as Card),
    );
    bytes = new TextEncoder().encode(searchIndexText(cards, sets as CardSet[]));
  } catch {
    // Not the pack's sets (or not its format): the file is fetched instead.
  }
  post({ id, bytes });
}
