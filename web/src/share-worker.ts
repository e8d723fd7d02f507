import { listOf } from './share.js';

// Inflates one share link off the main thread: a link that is a decompression bomb can only keep this worker
// busy, and share-link.ts ends the worker at its deadline.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ hash: string; key: string }>) => void) | null;
  postMessage(message: { ready: true } | { text: string | null }): void;
};

scope.onmessage = (event) => scope.postMessage({ text: listOf(event.data.hash, event.data.key) });
// Loaded: the deadline counts from here, so a slow first download of this script never refuses a real link.
scope.postMessage({ ready: true });
