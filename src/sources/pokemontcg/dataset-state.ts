import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { statSignature } from '../stat-signature.js';
import { isAbsolute, join, relative } from 'node:path';
import { DatasetError } from '../../model/errors.js';
import { cardError } from '../../model/card-messages.js';
import { realDir } from '../../files/regular-file.js';

function datasetFiles(dir: string): { sets: string; cards: string[] } {
  const sets = join(dir, 'sets', 'en.json');
  const cardsDir = join(dir, 'cards', 'en');
  if (!existsSync(sets) || !existsSync(cardsDir)) {
    throw cardError(DatasetError, 'not-a-dataset', { dir });
  }
  // Files only: a folder that happens to be named *.json is not a card file. A link is followed only inside the
  // checkout (a link to ~/.config/… in a cloned dataset must not be read, nor quoted in an error).
  const cards = readdirSync(cardsDir, { withFileTypes: true })
    .filter((e) => e.name.endsWith('.json') && (e.isFile() || e.isSymbolicLink()))
    .map((e) => e.name)
    .sort()
    .map((f) => join(cardsDir, f));
  for (const file of [sets, ...cards]) insideCheckout(dir, file);
  return { sets, cards };
}

/** Throws when `file` (a link) leads outside the checkout `dir` (itself already resolved). */
function insideCheckout(dir: string, file: string): void {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return; // a dangling link: reading it fails with the file named
  }
  const rel = relative(dir, real);
  if (rel.startsWith('..') || isAbsolute(rel)) throw cardError(DatasetError, 'dataset-link-outside', { file, dir });
}

export type DatasetState = ReturnType<typeof datasetState>;

/** Where a dataset is and its cheap signature; throws DatasetError when the folder is no dataset. */
export function datasetState(dir: string) {
  const root = realDir(dir, () => cardError(DatasetError, 'no-such-dataset', { dir }));
  const files = datasetFiles(root);
  return { root, files, stat: statSignature([files.sets, ...files.cards]) };
}
