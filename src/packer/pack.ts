import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Card, CardSet } from '../model/card.js';
import { nameKeysOf } from '../model/names.js';
import { byText } from '../model/compare.js';
import { DatasetError } from '../model/errors.js';
import { dataDirState, type DataDirState } from './data-dir-state.js';
import { dataDirsReader } from './data-dirs.js';
import { fillFromPrintings } from './fill.js';
import { cardError, clause } from '../model/card-messages.js';
import { computeSpeciesStages } from '../model/species.js';
import { searchIndexText } from '../derive/search-encode.js';
import {
  PACK_FORMAT,
  PACK_INDEX_FILE,
  PACK_SCHEMA,
  PACK_SEARCH_FILE,
  PACK_TABLES,
  lookupTable as table,
  namesTable,
  setFileName,
  setFileText,
  type PackFileEntry,
  type PackIndexFile,
  type PackSource,
} from '../model/pack-format.js';

export type PackBuildReport = Awaited<ReturnType<typeof packFiles>>['report'];

/** The commit a checkout is at: git when it is a git checkout, else what its SNAPSHOT.md says, else unknown. */
export function checkoutCommit(root: string): { commit: string | null; date: string | null } {
  if (existsSync(join(root, '.git'))) {
    const git = spawnSync('git', ['-C', root, 'log', '-1', '--format=%H %cI'], { encoding: 'utf8' });
    const [commit, date] = git.status === 0 ? git.stdout.trim().split(' ') : [];
    if (commit) return { commit, date: date ?? null };
  }
  const snapshot = join(root, 'SNAPSHOT.md');
  if (existsSync(snapshot)) {
    const found = /commit `([0-9a-f]{7,40})` of (\d{4}-\d{2}-\d{2})/.exec(readFileSync(snapshot, 'utf8'));
    if (found) return { commit: found[1]!, date: found[2]! };
  }
  return { commit: null, date: null };
}

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** The licence notices the pack carries, one per source kind: the checkout's own LICENSE when it has one. */
const LICENCES: Record<DataDirState['kind'], { name: string; repo: string; licence: string }> = {
  pokemontcg: { name: 'pokemon-tcg-data', repo: 'https://github.com/PokemonTCG/pokemon-tcg-data', licence: 'MIT' },
  tcgdex: { name: 'TCGdex cards-database', repo: 'https://github.com/tcgdex/cards-database', licence: 'MIT' },
};

function notices(states: DataDirState[]): Map<string, string> {
  const files = new Map<string, string>();
  const lines = [
    '# Card data in this pack',
    '',
    'The card facts in this folder were built by totem (`npm run cards:pack`) from these datasets. Pokémon and',
    'its trademarks belong to Nintendo, Creatures and GAME FREAK; the datasets are the work of their authors:',
    '',
  ];
  for (const state of states) {
    const about = LICENCES[state.kind];
    const own = join(state.root, 'LICENSE');
    const file = `licenses/${state.kind}.txt`;
    lines.push(`- ${about.name} (${about.repo}), ${about.licence} licence: \`${file}\``);
    files.set(
      file,
      existsSync(own)
        ? readFileSync(own, 'utf8')
        : `${about.name} (${about.repo}) is published under the ${about.licence} licence; the checkout this pack was built from carried no LICENSE file.\n`,
    );
  }
  files.set('NOTICE.md', `${lines.join('\n')}\n`);
  return files;
}

/**
 * The pack's files from data dirs (in order of precedence, as `--data-dir` takes them): the same card identity
 * an import of those dirs gives, split by set. Nothing in it depends on the time or the machine, so the same
 * inputs give the same bytes.
 */
export async function packFiles(dirs: string[]) {
  const states = dirs.map(dataDirState);
  const read = await dataDirsReader();
  const issues: string[] = [];
  const { sets, aliases, images, ...content } = read(states, issues);
  const { cards, filled } = fillFromPrintings(content.cards);
  if (cards.length === 0)
    throw cardError(DatasetError, 'no-cards-read', {
      dirs: dirs.join(', '),
      issue: issues[0] ?? clause('no-card-files'),
    });
  const sources: PackSource[] = states.map((state) => ({ kind: state.kind, ...checkoutCommit(state.root) }));
  const { files, report } = packCards({ sets, cards, aliases, images, sources });
  for (const [name, text] of notices(states)) files.set(name, Buffer.from(text));
  // The build log: what the builder changed in the datasets' cards, for a reader to check against the cards.
  files.set('build-log.tsv', Buffer.from(['id\tfield\tvalue\twhy', ...filled].map((l) => `${l}\n`).join('')));
  const bytes = [...files.values()].reduce((n, b) => n + b.length, 0);
  // `filled`: every field filled from another printing (fillFromPrintings), one tab-separated line each.
  return { files, report: { dir: '', ...report, bytes, issues, filled, sources } };
}

/** What a pack is built from: the cards of some sets, as the data dirs' reader gives them. */
export interface PackInput {
  sets: CardSet[];
  cards: Card[];
  /** Another source's card id → the pack's. */
  aliases: Iterable<[string, string]>;
  /** Card id → its TCGdex image path. */
  images: Iterable<[string, string]>;
  sources: PackSource[];
}

/** The pack's files (without the licence notices) from its cards: what packFiles writes, and tests build. */
export function packCards(input: PackInput) {
  // The CLI writes no code cache after a run that built a pack (bin/load-bundle.js): the builder is no other run's.
  (globalThis as Record<symbol, unknown>)[Symbol.for('totem.noCodeCache')] = true;
  const { sets, cards, aliases, images, sources } = input;
  const imageOf = new Map(images);
  const bySet = new Map<string, Card[]>(sets.map((s) => [s.id, []]));
  for (const card of cards) bySet.get(card.setId)?.push(card);
  const files = new Map<string, string>();
  const ids: [string, number][] = [];
  const entries = sets
    .filter((set) => bySet.get(set.id)!.length > 0) // a set record with no card (a source's placeholder) finds nothing
    .map((set, i) => {
      // Each card with the keys the pack finds it by (every name key of every language) and its TCGdex image path.
      const held = bySet
        .get(set.id)!
        .map((card) => ({ card, nameKeys: nameKeysOf(card), image: imageOf.get(card.id) ?? null }));
      for (const { card } of held) if (!card.id.startsWith(`${set.id}-`)) ids.push([card.id, i]);
      const file = setFileName(set.id);
      files.set(file, setFileText(set.id, held));
      const tcgdex = [...new Set(held.flatMap((c) => (c.image ? [c.image.split('/')[1]!] : [])))].sort();
      return { set, file, cards: held.length, tcgdex, keys: held.map((c) => c.nameKeys) };
    });
  const packed = [...bySet.values()].flat();
  const species = computeSpeciesStages(cards);
  files.set(PACK_TABLES.names, namesTable(entries.map((e) => e.keys)));
  files.set(PACK_TABLES.aliases, table([...new Map(aliases)]));
  files.set(PACK_TABLES.species, table(species.map((s) => [s.nameKey, `${s.stage}\t${s.detail}`])));
  const setsPacked = entries.map((e) => e.set);
  files.set(PACK_SEARCH_FILE, searchIndexText(packed, setsPacked, species));
  // Every file is plain text (a reader searches the tables as they are), so its size as stored is its text's.
  const written = new Map([...files].map(([name, text]) => [name, Buffer.from(text, 'utf8')]));
  const entry = (file: string): PackFileEntry => {
    const text = written.get(file)!;
    const digest = `sha256-${createHash('sha256').update(text).digest('hex')}`;
    return { file, digest, bytes: text.length, size: text.length };
  };
  const index: Omit<PackIndexFile, 'hash'> = {
    format: PACK_FORMAT,
    schema: PACK_SCHEMA,
    sources,
    newest: setsPacked.map((s) => s.releaseDate).reduce((a, b) => (b > a ? b : a), ''),
    cards: packed.length,
    sets: entries.map((e) => ({ set: e.set, ...entry(e.file), cards: e.cards, tcgdex: e.tcgdex })),
    tables: {
      names: entry(PACK_TABLES.names),
      aliases: entry(PACK_TABLES.aliases),
      species: entry(PACK_TABLES.species),
    },
    ids: ids.sort(([a], [b]) => byText(a, b)),
    search: entry(PACK_SEARCH_FILE),
  };
  const hash = packHash(files, index);
  written.set(PACK_INDEX_FILE, Buffer.from(json({ ...index, hash })));
  return { files: written, report: { hash, cards: packed.length, sets: entries.length } };
}

/**
 * sha256 over each file's text but the index (name, NUL, text, NUL, in name order; the text, whatever a server
 * gzips) and then the index without its hash.
 */
export function packHash(files: ReadonlyMap<string, string>, index: Omit<PackIndexFile, 'hash'>): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) hash.update(`${name}\0${files.get(name)!}\0`);
  hash.update(json(index));
  return `sha256-${hash.digest('hex')}`;
}

/**
 * Build the pack into `out`. Written beside it first and renamed into place: a run killed halfway, or a full
 * disk, leaves the previous pack whole (or none), never a mix.
 */
export async function buildPack(dirs: string[], out: string): Promise<PackBuildReport> {
  const { files, report } = await packFiles(dirs);
  writeFolder(files, out, true);
  return { ...report, dir: out };
}

/**
 * The files written into a new folder beside `out` (sub-folders made as their names say), then renamed into place,
 * so a reader never sees half a pack. `replace`: a folder at `out` is replaced; else a pack there (another process
 * renamed the same pack into place first: false) stands, and ours goes. Whatever fails, the new folder is not left
 * behind.
 */
export function writeFolder(files: ReadonlyMap<string, Buffer>, out: string, replace: boolean): boolean {
  const temp = `${out}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const old = `${out}.old-${process.pid}`;
  try {
    for (const [name, bytes] of files) {
      mkdirSync(dirname(join(temp, name)), { recursive: true });
      writeFileSync(join(temp, name), bytes);
    }
    if (replace && existsSync(out)) renameSync(out, old);
    try {
      renameSync(temp, out);
    } catch (error) {
      if (replace || !existsSync(join(out, PACK_INDEX_FILE))) throw error;
      return false;
    }
    if (replace) rmSync(old, { recursive: true, force: true });
    return true;
  } finally {
    rmSync(temp, { recursive: true, force: true }); // nothing once renamed into place
  }
}
