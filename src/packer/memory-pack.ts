import { openPack, type CardPack } from '../cards/pack/reader.js';
import { NODE_CODEC } from '../cards/pack/node.js';

/** A pack held in memory (a data dirs' pack built for one run, when the cache can't be written). */
export function openPackFiles(files: ReadonlyMap<string, Uint8Array>): Promise<CardPack> {
  const get = (name: string): Uint8Array => {
    const bytes = files.get(name);
    if (!bytes) throw new Error(`${name}: no such file in the pack`);
    return bytes;
  };
  // Checked as a pack on disk is: a file larger than the index says is cut one byte past it, and refused.
  return openPack(async (name) => get(name), {
    read: (name, maxBytes) => get(name).subarray(0, maxBytes + 1),
    ...NODE_CODEC,
  });
}
