import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { totem, type Run } from './cli.js';
import { DATA_DIR } from './dataset.js';

/** An OSC sequence that would retitle the terminal. */
export const OSC = '\u001b]0;pwned\u0007';
/** A line break followed by a GitHub workflow command: forged annotations if it reaches CI output unbroken. */
export const FORGE = '\n::error file=README.md,line=1::forged';
/** Any output line that GitHub Actions would run as that forged command. */
export const FORGED_LINE = /^\s*::error file=README\.md/m;
/** Bidirectional controls: a right-to-left override and a left-to-right isolate ("Trojan Source"). */
export const BIDI = '\u202e\u2066';
/** The name of Tyranitar ex OBF 66 in the hostile dataset: it starts with a command that would hide the log. */
export const STOP_NAME = `::stop-commands::forged-stop${OSC}${BIDI}`;
/** Lines GitHub Actions would run as workflow commands (it trims leading whitespace first). */
export const commandLines = (text: string): string[] => text.split('\n').filter((line) => /^\s*::/.test(line));

/** The set id of the extra, hostile set: an escape and a forged command in the id itself. */
export const EVIL_SET_ID = `ev1${OSC}${FORGE}`;

/**
 * A small pokemon-tcg-data checkout (Obsidian Flames, the SV Energies and one invented set) whose card data
 * carries escape sequences and forged workflow commands: in a card name (Charmander OBF 26), an attack name
 * (Charizard ex OBF 125), a set code, a set id and a set name.
 */
export function hostileDataset(): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-hostile-data-'));
  mkdirSync(join(dir, 'sets'));
  mkdirSync(join(dir, 'cards', 'en'), { recursive: true });
  const sets = (JSON.parse(readFileSync(join(DATA_DIR, 'sets/en.json'), 'utf8')) as { id: string }[]).filter((s) =>
    ['sv3', 'sve'].includes(s.id),
  );
  sets.push({
    id: EVIL_SET_ID,
    name: `Evil Set${OSC}`,
    series: 'Evil',
    printedTotal: 1,
    total: 1,
    ptcgoCode: `EVL${OSC}${FORGE}-code`,
    releaseDate: '2024/01/01',
  } as { id: string });
  writeFileSync(join(dir, 'sets/en.json'), JSON.stringify(sets));
  const obf = JSON.parse(readFileSync(join(DATA_DIR, 'cards/en/sv3.json'), 'utf8')) as {
    id: string;
    name: string;
    attacks?: { name: string }[];
  }[];
  for (const card of obf) {
    if (card.id === 'sv3-26') card.name = `Charmander${OSC}${FORGE}-name`;
    if (card.id === 'sv3-125') card.attacks![0]!.name = `Burning Darkness${OSC}${FORGE}-attack`;
    if (card.id === 'sv3-66') card.name = STOP_NAME;
  }
  writeFileSync(join(dir, 'cards/en/sv3.json'), JSON.stringify(obf));
  writeFileSync(join(dir, 'cards/en/sve.json'), readFileSync(join(DATA_DIR, 'cards/en/sve.json')));
  writeFileSync(
    join(dir, 'cards/en', `${EVIL_SET_ID}.json`),
    JSON.stringify([
      {
        id: `${EVIL_SET_ID}-1`,
        name: `Evil Card${OSC}`,
        supertype: 'Pokémon',
        subtypes: ['Basic'],
        hp: '60',
        types: ['Fire'],
        attacks: [{ name: `Zap${OSC}${FORGE}-attack`, cost: ['Fire'], damage: '10', text: '' }],
        retreatCost: ['Colorless'],
        number: '1',
      },
    ]),
  );
  return dir;
}

/** Nothing a terminal would act on, and no line GitHub Actions would run as a workflow command. */
export function expectInert(run: Run): void {
  const all = run.stdout + run.stderr;
  expect(all).not.toMatch(FORGED_LINE);
  expect(all).not.toMatch(/\u001b\]|\u0007|\u009b|\u2028|\u2029|\u0085/);
  expect(all).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  expect(commandLines(all).filter((line) => !/^::(error|warning) file=/.test(line))).toEqual([]);
  // The only escapes left are the colours totem adds itself.
  expect(all).not.toMatch(/\u001b(?!\[\d+(;\d+)*m)/);
}

/**
 * The hostile dataset with a cache of its own, and a deck whose file name forges a command, which names a card
 * whose name does (Charmander OBF 26), a Totem whose attack does, and has a U+2028 line separator in a line.
 * `run` spawns the CLI on them with colour forced on.
 */
export function hostileSetup() {
  const data = hostileDataset();
  const cache = mkdtempSync(join(tmpdir(), 'totem-hostile-cache-'));
  const dir = mkdtempSync(join(tmpdir(), 'totem-hostile-deck-'));
  const deck = join(dir, `deck${FORGE}-file${BIDI}.txt`);
  writeFileSync(
    deck,
    'Totem: 1\n1 Charizard ex OBF 125\nPokémon:\n1 Charmander OBF 26\n1 Pika\u2028::error file=README.md,line=1::forged-u2028\n',
  );
  const run = (args: string[], env: Record<string, string | undefined> = {}): Run =>
    totem(
      args.map((a) => (a === '__DECK__' ? deck : a)),
      {
        data: false,
        env: { TOTEM_CACHE_DIR: cache, TOTEM_DATA_DIR: data, FORCE_COLOR: '1', NO_COLOR: undefined, ...env },
      },
    );
  return { data, cache, dir, deck, run };
}
