import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PACK_INDEX_FILE } from './format.js';
import { openPack, type CardPack } from './reader.js';

/**
 * The pack that ships with totem: `pack/` at the package root. This module sits three folders down in `src/` and
 * `dist/`, but two in the CLI's bundle (`dist/bundle/totem.js`, where scripts/build.js defines TOTEM_BUNDLED).
 */
export const SHIPPED_PACK_DIR = fileURLToPath(
  new URL(process.env.TOTEM_BUNDLED === '1' ? '../../pack/' : '../../../pack/', import.meta.url),
);

/**
 * Which pack a run reads: TOTEM_PACK_DIR (a folder, or `off` for none), else the shipped one. null when there
 * is none (a clone where no pack was built, or `off`).
 */
export function packDir(): string | null {
  const env = process.env.TOTEM_PACK_DIR;
  if (env === 'off') return null;
  const dir = env ? resolve(env) : SHIPPED_PACK_DIR;
  return existsSync(join(dir, PACK_INDEX_FILE)) ? dir : null;
}

/** A pack folder on disk, read with fs: sets are read synchronously the first time a lookup needs them. */
export function openPackDir(dir: string): Promise<CardPack> {
  // Names come from the pack's own index; a name that climbs out of the folder is refused all the same.
  const path = (name: string): string => {
    const full = resolve(dir, name);
    if (!full.startsWith(resolve(dir))) throw new Error(`${name}: not a file of the card pack`);
    return full;
  };
  return openPack(
    async (name) => new Uint8Array(await readFile(path(name))),
    (name) => {
      const bytes = readFileSync(path(name));
      return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    },
  );
}
