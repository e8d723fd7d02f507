import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFilePath } from '../model/data-files.js';
import { DatasetError } from '../model/errors.js';
import { cardError } from '../model/card-messages.js';
import { datasetState } from '../sources/pokemontcg/dataset-state.js';
import { isTcgdexCheckout, tcgdexQuickState } from '../sources/tcgdex/layout.js';
import { fnv, statSignature } from '../sources/stat-signature.js';
import { gitHead } from './git-head.js';
import { realDir } from '../files/regular-file.js';

export type DataDirKind = 'pokemontcg' | 'tcgdex';

/** A data dir as a run sees it: where it is, what kind, and its cheap stamp (has it changed since its pack?). */
export interface DataDirState {
  root: string;
  /** The folder as the user named it (a link not followed): what messages show. */
  shown?: string;
  kind: DataDirKind;
  /** `git:<commit>` for a git checkout, else `stat:<signature of its set-level entries>`. */
  stat: string;
}

/** Seconds one build of a data dir of this kind takes, about (TCGdex reads TypeScript sources, card by card). */
const ABOUT_SECONDS: Record<DataDirKind, number> = { pokemontcg: 5, tcgdex: 12 };

export function importEstimate(states: DataDirState[]): number {
  return states.reduce((n, s) => n + ABOUT_SECONDS[s.kind], 0);
}

/**
 * The stamp of a checkout: its git HEAD when it has one (one or two small files read), else the names, sizes and
 * times of its set-level entries (pokemon-tcg-data: `sets/en.json` and one file per set; TCGdex: the series and
 * set files and folders), never its ~21,000 card files. docs/card-sources.md lists what it can't see.
 */
function stampOf(root: string, fallback: () => string): string {
  const head = gitHead(root);
  return head ? `git:${head}` : `stat:${fallback()}`;
}

/** The kind of a data dir is recognised from its layout; its stamp costs a few stats, no card file is read. */
export function dataDirState(dir: string): DataDirState {
  const root = realDir(dir, () => cardError(DatasetError, 'no-such-data-dir', { dir }));
  if (isTcgdexCheckout(root))
    return { root, shown: dir, kind: 'tcgdex', stat: stampOf(root, () => tcgdexQuickState(root).stat) };
  if (!existsSync(join(root, 'sets', 'en.json')) && !existsSync(join(root, 'cards')))
    throw cardError(DatasetError, 'not-a-data-dir', { dir });
  // The layout (and links leading out) is checked whatever the stamp, so a broken checkout is said at once.
  const state = datasetState(root);
  return { root, shown: dir, kind: 'pokemontcg', stat: stampOf(root, () => state.stat) };
}

/**
 * What else decides what a pack of data dirs holds: the correction and mapping tables, and the builder's own
 * code. A pack built by another version of totem (an upgrade, a changed override) is built again.
 */
function builderSignature(): string {
  // The built builder (dist/packer, dist/cards, dist/sources), whether this module runs from dist/ or, in the tests, from src/.
  // This module sits two folders down in src/ and dist/, as the CLI's bundle does (dist/bundle/totem.cjs).
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
  const code = ['packer', 'cards', 'sources']
    .map((d) => join(dist, d))
    .flatMap((d) => (existsSync(d) ? readdirSync(d, { recursive: true, withFileTypes: true }) : []))
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  const tables = ['card-overrides.json', 'tcgdex-sets.json', 'basic-energy-names.json'].map(dataFilePath);
  return statSignature([...tables, ...code]);
}

let builder: string | null = null;

/** The folder-name part that says which dirs (in order): one pack per list of data dirs. */
export const dirsKey = (states: DataDirState[]): string => fnv(states.map((s) => s.root).join('\0'));

/** The folder-name part that says which content: the dirs' stamps, the tables, the builder's code. */
export const contentKey = (states: DataDirState[]): string =>
  fnv(JSON.stringify({ dirs: states, builder: (builder ??= builderSignature()) }));
