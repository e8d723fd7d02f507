import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFilePath } from '../model/data-files.js';
import { statSignature } from './stat-signature.js';
import type { Card, CardSet } from '../model/card.js';
import { DatasetError } from '../model/errors.js';
import { cardError, clause } from './messages.js';
import { computeSpeciesStages } from './species.js';
import type { CardStore } from './store/store.js';
import { datasetState } from './sources/pokemontcg/dataset-state.js';
import { isTcgdexCheckout, tcgdexQuickState } from './sources/tcgdex/layout.js';

export type DataDirKind = 'pokemontcg' | 'tcgdex';

/** A data dir as the store remembers it: where it is, what kind, and its cheap signature. */
export interface DataDirState {
  root: string;
  kind: DataDirKind;
  stat: string;
}

export interface ImportReport {
  imported: boolean;
  cards: number;
  sets: number;
  ms: number;
  /** One line per skipped record or unreadable file: "cards/en/sv3.json: sv3-125: hp: …". */
  issues: string[];
}

/**
 * What an import that makes a run wait says, before and after: the CLI shows it (the cards layer never prints).
 * `aboutSeconds` is a rough guess from the kinds of data dirs, measured on a laptop.
 */
export type ImportEvent =
  | { phase: 'start'; dirs: string[]; firstRun: boolean; aboutSeconds: number }
  /** `imported` false: another process imported the same data while this one waited for the lock. */
  | { phase: 'done'; cards: number; ms: number; imported: boolean }
  | { phase: 'failed' };

/** Seconds one import of a data dir of this kind takes, about (TCGdex reads TypeScript sources, card by card). */
const ABOUT_SECONDS: Record<DataDirKind, number> = { pokemontcg: 5, tcgdex: 12 };

export function importEstimate(states: DataDirState[]): number {
  return states.reduce((n, s) => n + ABOUT_SECONDS[s.kind], 0);
}

/** A store that would hold fewer than this share of the cards it holds is a half checkout, not an update. */
const SHRINK_LIMIT = 0.5;

/** The kind of a data dir is recognised from its layout; its signature costs stats only, no file is read. */
export function dataDirState(dir: string): DataDirState {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    throw cardError(DatasetError, 'no-such-data-dir', { dir });
  }
  if (isTcgdexCheckout(root)) return { root, kind: 'tcgdex', stat: tcgdexQuickState(root).stat };
  if (!existsSync(join(root, 'sets', 'en.json')) && !existsSync(join(root, 'cards')))
    throw cardError(DatasetError, 'not-a-data-dir', { dir });
  return { root, kind: 'pokemontcg', stat: datasetState(root).stat };
}

/**
 * What else decides what an import stores: the correction and mapping tables, and the importer's own code. A
 * store imported by another version of totem (an upgrade, a changed override) is imported again.
 */
function importerSignature(): string {
  // The built importer (dist/cards), whether this module runs from dist/ or, in the tests, from src/.
  const built = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cards');
  const code = (existsSync(built) ? readdirSync(built, { recursive: true, withFileTypes: true }) : [])
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  const tables = ['card-overrides.json', 'tcgdex-sets.json', 'basic-energy-names.json'].map(dataFilePath);
  return statSignature([...tables, ...code]);
}

let importer: string | null = null;
/** What an import (or a pack) of these dirs depends on: the dirs' signatures, the tables, the importer's code. */
export const signature = (states: DataDirState[]): string =>
  JSON.stringify({ dirs: states, importer: (importer ??= importerSignature()) });

/** True when the store holds exactly these data dirs, in this order, unchanged since their import. */
export function isImported(store: CardStore, states: DataDirState[]): boolean {
  return store.getMeta('datasets') === signature(states);
}

/** What a data dir gives: its sets, its cards, other ids for them, and (TCGdex) each card's image path. */
export interface DataDirContent {
  sets: CardSet[];
  cards: Card[];
  aliases: [string, string][];
  /** Card id → the TCGdex image path (`sv/sv03/125`), for the cards a TCGdex checkout has. */
  images: [string, string][];
}

type Reader = (state: DataDirState, issues: string[]) => DataDirContent;

/**
 * The importers load only when a data dir changed: they bring the schema library, the normaliser and, for
 * TCGdex, the literal reader.
 */
async function loadReader(): Promise<Reader> {
  const [{ readTcgdexDataset }, { readPokemonTcgDataset }] = await Promise.all([
    import('./sources/tcgdex/dataset.js'),
    import('./sources/pokemontcg/dataset.js'),
  ]);
  return (state, issues) =>
    state.kind === 'tcgdex'
      ? readTcgdexDataset(state.root, issues)
      : { ...readPokemonTcgDataset(datasetState(state.root), issues), aliases: [], images: [] };
}

/**
 * Data dirs as one card identity. A card in several data dirs is one card: the first dir that has it gives its
 * facts, later ones add their names in other languages (and their ids as aliases). Sets likewise. Maps keep
 * the order things were read in, which is the order the store (and the pack) list them.
 */
export async function dataDirsReader(): Promise<(states: DataDirState[], issues: string[]) => DataDirContent> {
  const read = await loadReader();
  return (states, issues) => mergeDataDirs(states.map((state) => read(state, issues)));
}

function mergeDataDirs(contents: DataDirContent[]): DataDirContent {
  const sets = new Map<string, CardSet>();
  const cards = new Map<string, Card>();
  const aliases: [string, string][] = [];
  const images = new Map<string, string>();
  for (const data of contents) {
    for (const set of data.sets) if (!sets.has(set.id)) sets.set(set.id, set);
    for (const card of data.cards) {
      const known = cards.get(card.id);
      if (!known) cards.set(card.id, card);
      else if (card.names) cards.set(card.id, { ...known, names: { ...card.names, ...known.names } });
    }
    aliases.push(...data.aliases);
    for (const [id, path] of data.images) if (!images.has(id)) images.set(id, path);
  }
  return { sets: [...sets.values()], cards: [...cards.values()], aliases, images: [...images] };
}

/**
 * Load data dirs into the store in one transaction. A card in several data dirs is one card: the first dir
 * that has it gives its facts, later ones add their names in other languages (and their ids as aliases).
 * Sets likewise. With `force` false an unchanged set of dirs is not re-read; an import that would empty the
 * store is refused, and one that would shrink it to less than half is refused without `allowShrink`; the old
 * store is kept either way.
 */
export async function importDataDirs(
  store: CardStore,
  dirsOrStates: (string | DataDirState)[],
  options: { force?: boolean; allowShrink?: boolean } = {},
): Promise<ImportReport> {
  const started = performance.now();
  const states = dirsOrStates.map((d) => (typeof d === 'string' ? dataDirState(d) : d));
  const dirs = states.map((s) => s.root);
  const unchanged = (): ImportReport => ({
    imported: false,
    cards: store.count(),
    sets: store.sets().length,
    ms: performance.now() - started,
    issues: [],
  });
  if (!options.force && isImported(store, states)) return unchanged();

  const read = await dataDirsReader();
  const issues: string[] = [];
  let report: ImportReport | null = null;
  // The write lock is taken before reading, so parallel processes on one cache import once; the others wait,
  // then find the store up to date.
  store.write(() => {
    if (!options.force && isImported(store, states)) return;
    const { sets, cards, aliases } = read(states, issues);
    const before = store.count();
    if (cards.length === 0)
      throw cardError(DatasetError, 'no-cards-read', {
        dirs: dirs.join(', '),
        issue: issues[0] ?? clause('no-card-files'),
      });
    if (!options.allowShrink && before > 0 && cards.length < before * SHRINK_LIMIT)
      throw cardError(DatasetError, 'half-checkout', { dirs: dirs.join(', '), cards: cards.length, before });
    store.clear();
    for (const set of sets) store.insertSet(set);
    for (const card of cards) store.insertCard(card, 'dataset');
    for (const [alias, id] of aliases) store.addAlias(alias, id);
    store.putSpecies(computeSpeciesStages(cards));
    store.setMeta('datasets', signature(states));
    store.setMeta('datasets.importedAt', new Date().toISOString());
    report = { imported: true, cards: cards.length, sets: sets.length, ms: 0, issues };
  });
  const done: ImportReport = report ?? unchanged();
  done.ms = performance.now() - started;
  return done;
}
