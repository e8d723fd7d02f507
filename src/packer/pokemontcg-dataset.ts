import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Card, CardSet } from '../model/card.js';
import { DatasetError } from '../model/errors.js';
import { cardError, clause } from '../model/card-messages.js';
import type { MessageValue } from '../model/message.js';
import { normalizeCard, normalizeSet } from '../sources/normalize.js';
import { readRegularFile } from '../files/regular-file.js';
import { withOverrides } from './overrides.js';
import type { DatasetState } from '../sources/pokemontcg/dataset-state.js';

/**
 * The largest dataset file read (the largest of pokemon-tcg-data is under 0.5 MB): a bigger one is no card file,
 * and reading it whole (172 MB took 0.8 GB of memory) is refused.
 */
export const MAX_DATASET_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A file that does not read as a JSON array fails the import, naming the file: importing the rest would replace
 * a good store with one that silently lacks a set (a file cut short by a failed copy or checkout), and every later
 * check would call that set's cards unknown. The previous store is kept. The message never quotes the file's
 * bytes (a link could point at a secret): only where the JSON broke.
 */
function parseJsonFile(file: string): unknown[] {
  const unreadable = (detail: MessageValue) => cardError(DatasetError, 'dataset-file-unreadable', { file, detail });
  let text: string;
  try {
    const size = statSync(file).size;
    if (size > MAX_DATASET_FILE_BYTES)
      throw cardError(DatasetError, 'dataset-file-too-large', {
        file,
        megabytes: Math.ceil(size / 1024 / 1024),
        max: MAX_DATASET_FILE_BYTES / 1024 / 1024,
      });
    // A regular file only: a FIFO would hang the import, a device never end.
    text = readRegularFile(file, MAX_DATASET_FILE_BYTES).toString('utf8');
  } catch (error) {
    if (error instanceof DatasetError) throw error;
    const code = (error as { code?: string }).code ?? 'EIO';
    throw unreadable(code === 'ENOTREG' ? clause('dataset-not-regular') : code);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message)?.[1];
    throw unreadable(at ? clause('dataset-json-at', { position: Number(at) }) : clause('dataset-json'));
  }
  if (!Array.isArray(value)) throw unreadable(clause('dataset-not-array'));
  return value;
}

/**
 * Every set and card of a pokemon-tcg-data checkout, normalised; bad records in `issues` (skipped, with a
 * warning). A file that cannot be read whole throws (see parseJsonFile).
 */
export function readPokemonTcgDataset(state: DatasetState, issues: string[]): { sets: CardSet[]; cards: Card[] } {
  const { files } = state;
  const sets = new Map<string, CardSet>();
  for (const raw of parseJsonFile(files.sets)) {
    const { set, issue } = normalizeSet(raw);
    if (set) sets.set(set.id, set);
    else issues.push(`${files.sets}: ${issue}`);
  }
  // Every set listed has its card file: one missing (or a folder, a FIFO in its place) would drop the set, and
  // every later check would call its cards unknown.
  for (const id of sets.keys()) {
    const file = join(state.root, 'cards', 'en', `${id}.json`);
    if (!files.cards.includes(file)) throw cardError(DatasetError, 'dataset-set-file-missing', { file, set: id });
  }
  const cards: Card[] = [];
  for (const file of files.cards) {
    for (const raw of parseJsonFile(file)) {
      const { card, issues: cardIssues } = normalizeCard(raw, (id) => sets.get(id));
      const id = (raw as { id?: unknown })?.id;
      for (const issue of cardIssues) issues.push(`${file}: ${typeof id === 'string' ? id : '(no id)'}: ${issue}`);
      if (card) cards.push(withOverrides(card, 'pokemontcg', issues));
    }
  }
  return { sets: [...sets.values()], cards };
}
