import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatasetError } from '../model/errors.js';
import { cardError } from '../model/card-messages.js';
import { packFiles, writeFolder, type PackBuildReport } from './pack.js';

// The builder of a data-dir pack proper: loaded by data-dir-pack.ts only when a pack must be built (it brings the
// dataset readers and @babel/parser), not on a run whose pack is in the cache.

/**
 * Build the pack of `dirs` in memory and, with `out`, write it there: into a sibling folder first, renamed into
 * place, so a reader never sees half a pack. A pack already at `out` (another process built the same content
 * meanwhile: `written` false) is never replaced, as its folder name says its content. `minCards`: fewer cards than
 * this is a half checkout (refused, whatever was built before kept).
 */
export async function buildDataDirPack(
  dirs: string[],
  out: string | null,
  options: { minCards?: number; before?: number } = {},
): Promise<{ files: Map<string, Buffer>; report: PackBuildReport; written: boolean }> {
  const { files, report } = await packFiles(dirs);
  if (options.minCards && report.cards < options.minCards)
    throw cardError(DatasetError, 'half-checkout', {
      dirs: dirs.join(', '),
      cards: report.cards,
      before: options.before ?? options.minCards,
    });
  if (!out) return { files, report, written: false };
  const written = !existsSync(join(out, 'index.json')) && writeFolder(files, out, false);
  return { files, report: { ...report, dir: out }, written };
}
