import { existsSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { DatasetError } from '../../model/errors.js';
import { cardError } from '../../model/card-messages.js';
import { statSignature } from '../stat-signature.js';

// What a check needs to know of a TCGdex checkout before anything is read: is this one, and has it changed?
// Kept apart from the reader so that a check with an unchanged checkout loads neither it nor its schemas.

export const POCKET_SERIES_FOLDER = 'Pokémon TCG Pocket';

export class TcgdexCheckoutError extends DatasetError {}

export const nfc = (s: string): string => s.normalize('NFC');

function entries(dir: string): Dirent[] {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `X.ts` files of a folder that have a same-named folder beside them (or not, for sets). */
export function modules(dir: string): { name: string; file: string; dir: string | null }[] {
  const list = entries(dir);
  const folderName = new Map(list.filter((e) => e.isDirectory()).map((e) => [nfc(e.name), e.name]));
  return list
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => {
      const name = e.name.slice(0, -3);
      const folder = folderName.get(nfc(name));
      return { name, file: join(dir, e.name), dir: folder === undefined ? null : join(dir, folder) };
    });
}

export const cardFiles = (dir: string): string[] => modules(dir).map((m) => m.file);

/** True when `dir` looks like a tcgdex/cards-database checkout. Never throws. */
export function isTcgdexCheckout(dir: string): boolean {
  try {
    const data = join(dir, 'data');
    if (!statSync(data).isDirectory()) return false;
    if (!existsSync(join(dir, 'interfaces.d.ts')) && !existsSync(join(dir, 'meta'))) return false;
    return modules(data).some((m) => m.dir !== null);
  } catch {
    return false;
  }
}

/**
 * A quick signature of a checkout for "has it changed since the import?": every series and set file and every
 * folder, not the ~21,000 card files. A folder's time changes whenever a file in it is created, deleted or
 * renamed, which is how git (checkout, pull) and most editors write; `totem cards import DIR` re-reads a
 * checkout whatever its signature.
 */
export function tcgdexQuickState(dir: string): { root: string; stat: string } {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    throw cardError(TcgdexCheckoutError, 'no-such-checkout', { dir });
  }
  const data = join(root, 'data');
  const paths = [data];
  for (const serie of modules(data)) {
    if (!serie.dir || nfc(serie.name) === nfc(POCKET_SERIES_FOLDER)) continue;
    paths.push(serie.file, serie.dir);
    for (const set of modules(serie.dir)) paths.push(set.file, ...(set.dir ? [set.dir] : []));
  }
  return { root, stat: statSignature(paths) };
}
