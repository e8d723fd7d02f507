import { listOf } from './share.js';

/**
 * One share link inflated off the main thread, in a worker of its own: a link that is a decompression bomb can
 * only keep that worker busy, and share-link.ts ends it at its deadline.
 */
export const share = (request: { hash: string; key: string }, post: (reply: { text: string | null }) => void) =>
  post({ text: listOf(request.hash, request.key) });
