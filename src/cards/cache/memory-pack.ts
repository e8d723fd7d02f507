import { gunzipSync } from 'node:zlib';
import { openPack, type CardPack } from '../pack/reader.js';

/** A pack held in memory (a data dirs' pack built for one run, when the cache can't be written). */
export function openPackFiles(files: ReadonlyMap<string, Uint8Array>): Promise<CardPack> {
  const get = (name: string): Uint8Array => {
    const bytes = files.get(name);
    if (!bytes) throw new Error(`${name}: no such file in the pack`);
    return bytes;
  };
  return openPack(
    async (name) => get(name),
    (name) => {
      const bytes = get(name);
      return (name.endsWith('.gz') ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
    },
  );
}
