import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CardStore } from '../../store/store.js';
import { DatasetError } from '../../../model/errors.js';

function datasetFiles(dir: string): { sets: string; cards: string[] } {
  const sets = join(dir, 'sets', 'en.json');
  const cardsDir = join(dir, 'cards', 'en');
  if (!existsSync(sets) || !existsSync(cardsDir)) {
    throw new DatasetError(`${dir} is not a pokemon-tcg-data checkout (expected sets/en.json and cards/en/*.json)`);
  }
  const cards = readdirSync(cardsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(cardsDir, f));
  return { sets, cards };
}

/**
 * Cheap signature from names, sizes and modification times: no file is read. FNV-1a over the listing, because
 * loading node:crypto would cost more than the whole comparison on every check.
 */
function statSignature(files: string[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const file of files) {
    const st = statSync(file);
    const line = `${file}\0${st.size}\0${st.mtimeMs}\n`;
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
  }
  return `${files.length}-${(h1 >>> 0).toString(16)}${(h2 >>> 0).toString(16)}`;
}

export interface DatasetState {
  root: string;
  files: { sets: string; cards: string[] };
  stat: string;
}

/** Where a dataset is and its cheap signature; throws DatasetError when the folder is no dataset. */
export function datasetState(dir: string): DatasetState {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    throw new DatasetError(`${dir}: no such folder; --data-dir / TOTEM_DATA_DIR must name a pokemon-tcg-data checkout`);
  }
  const files = datasetFiles(root);
  return { root, files, stat: statSignature([files.sets, ...files.cards]) };
}

/** True when the store holds exactly this dataset (same folder, same file sizes and times). */
export function isUpToDate(store: CardStore, root: string, stat: string): boolean {
  return store.getMeta('dataset.dir') === root && store.getMeta('dataset.stat') === stat;
}
