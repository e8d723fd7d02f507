#!/usr/bin/env node
// `npm run crosscheck`: read the pokemon-tcg-data and TCGdex snapshots into memory and compare,
// for every card present in both, each derived fact. Prints a table; writes every disagreement with both values
// to crosscheck-disagreements.tsv (or the path given as the first argument).
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = resolve(ROOT, '..', 'shared');
const PTCG = process.env.TOTEM_DATA_DIR?.split(':')[0] ?? join(SHARED, 'pokemon-tcg-data');
const TCGDEX = process.env.TOTEM_TCGDEX_DIR ?? join(SHARED, 'tcgdex-cards-database');
const OUT = process.argv[2] ?? join(process.cwd(), 'crosscheck-disagreements.tsv');

if (!existsSync(join(ROOT, 'dist/check/crosscheck.js'))) {
  console.error('crosscheck: dist/ is missing; run npm ci (or npm run build) first');
  process.exit(2);
}
const { dataDirsReader } = await import(join(ROOT, 'dist/build/index.js'));
const { dataDirState } = await import(join(ROOT, 'dist/cards/cache/data-dirs.js'));
const { computeSpeciesStages } = await import(join(ROOT, 'dist/cards/species.js'));
const { crosscheck } = await import(join(ROOT, 'dist/check/crosscheck.js'));

const tmp = mkdtempSync(join(tmpdir(), 'totem-crosscheck-'));
try {
  const read = await dataDirsReader();
  // Each dataset read whole into memory: its cards and the species stages they give.
  const load = (dir) => {
    const started = performance.now();
    const { cards } = read([dataDirState(dir)], []);
    const stages = new Map(computeSpeciesStages(cards).map((s) => [s.nameKey, s]));
    return {
      allCards: () => cards,
      speciesStage: (k) => stages.get(k),
      cards: cards.length,
      ms: performance.now() - started,
    };
  };
  const a = load(PTCG);
  const b = load(TCGDEX);
  const ra = a;
  const rb = b;
  console.log(
    `pokemon-tcg-data: ${ra.cards} cards (${(ra.ms / 1000).toFixed(1)} s); TCGdex: ${rb.cards} cards (${(rb.ms / 1000).toFixed(1)} s)`,
  );
  const { rows, disagreements } = crosscheck(a, b);
  console.log('\n| fact | cards compared | agreeing | % |\n| --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.fact} | ${r.compared} | ${r.agreeing} | ${((100 * r.agreeing) / Math.max(1, r.compared)).toFixed(2)} |`,
    );
  writeFileSync(
    OUT,
    [
      'id\tname\tfact\tpokemon-tcg-data\ttcgdex',
      ...disagreements.map((d) => [d.id, d.name, d.fact, d.a, d.b].join('\t')),
    ].join('\n') + '\n',
  );
  console.log(`\n${disagreements.length} disagreements written to ${OUT}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
