import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Notice } from '../model/notice.js';
import type { DataDirPack, ImportEvent } from '../cards/open.js';
import { cardNotice } from '../model/card-messages.js';
import { openPackDir } from '../cards/pack/node.js';
import { PackError } from '../cards/pack/reader.js';
import { cannotWrite, errorCode, setAside, writableDir } from '../files/atomic.js';
import { contentKey, dirsKey, importEstimate, type DataDirState } from './data-dir-state.js';
import { openPackFiles } from './memory-pack.js';
import { MAX_CARD_FILE_BYTES, readRegularFile } from '../files/regular-file.js';

/** A pack that would hold fewer than this share of the cards the last pack of the same dirs held: a half checkout. */
const SHRINK_LIMIT = 0.5;

export interface DataDirPackOptions {
  cacheDir: string;
  /** Build even when a pack of this content is there (`totem cards import`). */
  force?: boolean;
  /** Accept a pack much smaller than the last one (`cards import --force`). */
  allowShrink?: boolean;
  onImport?: (event: ImportEvent) => void;
  warn: (notice: Notice) => void;
}

/** `<cache>/datasets`: one pack folder per list of data dirs and content, `<dirs key>-<content key>`. */
export const datasetsDir = (cacheDir: string): string => join(cacheDir, 'datasets');

export function dataDirPackPath(cacheDir: string, states: DataDirState[]): string {
  return join(datasetsDir(cacheDir), `${dirsKey(states)}-${contentKey(states)}`);
}

/** Earlier packs of the same dirs (other content: the checkout changed since). */
function earlierPacks(cacheDir: string, states: DataDirState[], current: string): string[] {
  const prefix = `${dirsKey(states)}-`;
  try {
    return readdirSync(datasetsDir(cacheDir))
      .filter((n) => n.startsWith(prefix) && !n.includes('.') && join(datasetsDir(cacheDir), n) !== current)
      .map((n) => join(datasetsDir(cacheDir), n));
  } catch {
    return [];
  }
}

function cardsIn(dir: string): number {
  try {
    const index = readRegularFile(join(dir, 'index.json'), MAX_CARD_FILE_BYTES).toString('utf8');
    const cards = (JSON.parse(index) as { cards?: unknown }).cards;
    return typeof cards === 'number' ? cards : 0;
  } catch {
    return 0;
  }
}

/**
 * The pack of these data dirs, from the cache when one of this content is there, else built (the build-only
 * code, loaded now) into the cache. A cache that can't be written (read-only, full) gets nothing: the pack is
 * built in memory for this run, with a warning. A pack found damaged when opened is set aside and built again.
 */
export async function openDataDirPack(states: DataDirState[], options: DataDirPackOptions): Promise<DataDirPack> {
  const dir = dataDirPackPath(options.cacheDir, states);
  if (!options.force && existsSync(join(dir, 'index.json'))) {
    try {
      return { pack: await openPackDir(dir), dir, report: null };
    } catch (error) {
      if (!(error instanceof PackError)) throw error;
      const aside = setAside(dir);
      options.warn(cardNotice('cache-pack-damaged', { dir, aside: aside ?? '-' }));
      if (!aside) rmSync(dir, { recursive: true, force: true });
    }
  }
  const earlier = earlierPacks(options.cacheDir, states, dir);
  const before = Math.max(0, ...earlier.map(cardsIn), options.force && existsSync(dir) ? cardsIn(dir) : 0);
  let unwritable = writableDir(datasetsDir(options.cacheDir));
  if (unwritable) options.warn(cardNotice('cache-read-only', { dir: datasetsDir(options.cacheDir), code: unwritable }));
  const started = performance.now();
  options.onImport?.({
    phase: 'start',
    dirs: states.map((s) => s.shown ?? s.root),
    firstRun: before === 0,
    aboutSeconds: importEstimate(states),
  });
  let built;
  try {
    const { buildDataDirPack } = await import('./write-dir-pack.js');
    const minCards = options.allowShrink || before === 0 ? 0 : Math.ceil(before * SHRINK_LIMIT);
    const target = unwritable ? null : dir;
    const roots = states.map((s) => s.root);
    const build = (into: string | null) => buildDataDirPack(roots, into, { minCards, before });
    // `cards import`: the pack of this content is built again (set aside first: a new folder takes its name).
    if (target && options.force && existsSync(dir)) {
      const old = setAside(dir);
      if (old) rmSync(old, { recursive: true, force: true });
    }
    try {
      built = await build(target);
    } catch (error) {
      if (!cannotWrite(error) || !target) throw error;
      // The disk filled (or the folder turned read-only) while writing: nothing half-made is left; this run
      // reads the pack it built in memory.
      unwritable = errorCode(error);
      options.warn(cardNotice('cache-read-only', { dir: datasetsDir(options.cacheDir), code: unwritable }));
      built = await build(null);
    }
  } catch (error) {
    options.onImport?.({ phase: 'failed' });
    throw error;
  }
  const { report } = built;
  const ms = performance.now() - started;
  options.onImport?.({ phase: 'done', cards: report.cards, ms, imported: built.written || !!unwritable });
  if (!unwritable) for (const old of earlier) rmSync(old, { recursive: true, force: true });
  const at = unwritable ? null : dir;
  const pack = at ? await openPackDir(at) : await openPackFiles(built.files);
  const { cards, sets, issues } = report;
  return { pack, dir: at, report: { imported: true, cards, sets, ms, issues, dir: at } };
}
