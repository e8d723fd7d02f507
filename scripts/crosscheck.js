#!/usr/bin/env node
// `npm run crosscheck`: read the pokemon-tcg-data and TCGdex snapshots into memory and compare,
// for every card present in both, each derived fact. Prints a table; writes every disagreement with both values
// to crosscheck-disagreements.tsv (or the path given as the first argument). `npm run cards:pack` runs the same
// comparison and fails on a disagreement data/crosscheck-exceptions.json does not list and explain.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = resolve(ROOT, '..', 'shared');

/**
 * Both datasets compared: the table's rows, every disagreement, and those data/crosscheck-exceptions.json does
 * not list (by card id and fact).
 */
export async function crosscheckDirs(ptcg, tcgdex) {
  const { dataDirsReader } = await import(join(ROOT, 'dist/packer/data-dirs.js'));
  const { dataDirState } = await import(join(ROOT, 'dist/packer/data-dir-state.js'));
  const { computeSpeciesStages } = await import(join(ROOT, 'dist/model/species.js'));
  const { crosscheck } = await import(join(ROOT, 'dist/check/crosscheck.js'));
  const read = await dataDirsReader();
  // Each dataset read whole into memory: its cards and the species stages they give.
  const load = (dir) => {
    const { cards } = read([dataDirState(dir)], []);
    const stages = new Map(computeSpeciesStages(cards).map((s) => [s.nameKey, s]));
    return { allCards: () => cards, speciesStage: (k) => stages.get(k), cards: cards.length };
  };
  const a = load(ptcg);
  const b = load(tcgdex);
  const { rows, disagreements } = crosscheck(a, b);
  const listed = JSON.parse(readFileSync(join(ROOT, 'data/crosscheck-exceptions.json'), 'utf8')).exceptions;
  const known = new Set(listed.map((e) => `${e.id}\t${e.fact}`));
  const unexplained = disagreements.filter((d) => !known.has(`${d.id}\t${d.fact}`));
  return { cards: [a.cards, b.cards], rows, disagreements, unexplained };
}

async function main() {
  if (!existsSync(join(ROOT, 'dist/check/crosscheck.js'))) {
    console.error('crosscheck: dist/ is missing; run npm ci (or npm run build) first');
    return 2;
  }
  const ptcg = process.env.TOTEM_DATA_DIR?.split(':')[0] ?? join(SHARED, 'pokemon-tcg-data');
  const tcgdex = process.env.TOTEM_TCGDEX_DIR ?? join(SHARED, 'tcgdex-cards-database');
  const out = process.argv[2] ?? join(process.cwd(), 'crosscheck-disagreements.tsv');
  const { cards, rows, disagreements, unexplained } = await crosscheckDirs(ptcg, tcgdex);
  console.log(`pokemon-tcg-data: ${cards[0]} cards; TCGdex: ${cards[1]} cards`);
  console.log('\n| fact | cards compared | agreeing | % |\n| --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.fact} | ${r.compared} | ${r.agreeing} | ${((100 * r.agreeing) / Math.max(1, r.compared)).toFixed(2)} |`,
    );
  writeFileSync(
    out,
    [
      'id\tname\tfact\tpokemon-tcg-data\ttcgdex',
      ...disagreements.map((d) => [d.id, d.name, d.fact, d.a, d.b].join('\t')),
    ].join('\n') + '\n',
  );
  console.log(
    `\n${disagreements.length} disagreements written to ${out}, ${unexplained.length} not listed as exceptions`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
