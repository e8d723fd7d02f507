import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { statSignature } from '../../stat-signature.js';
import { join } from 'node:path';
import { DatasetError } from '../../../model/errors.js';
import { cardError } from '../../messages.js';

function datasetFiles(dir: string): { sets: string; cards: string[] } {
  const sets = join(dir, 'sets', 'en.json');
  const cardsDir = join(dir, 'cards', 'en');
  if (!existsSync(sets) || !existsSync(cardsDir)) {
    throw cardError(DatasetError, 'not-a-dataset', { dir });
  }
  // Files only: a folder that happens to be named *.json is not a card file.
  const cards = readdirSync(cardsDir, { withFileTypes: true })
    .filter((e) => e.name.endsWith('.json') && (e.isFile() || e.isSymbolicLink()))
    .map((e) => e.name)
    .sort()
    .map((f) => join(cardsDir, f));
  return { sets, cards };
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
    throw cardError(DatasetError, 'no-such-dataset', { dir });
  }
  const files = datasetFiles(root);
  return { root, files, stat: statSignature([files.sets, ...files.cards]) };
}
