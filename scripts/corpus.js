#!/usr/bin/env node
// `npm run corpus`: how many card lines of the published decklists in test/fixtures/real-lists/ resolve, per
// source and overall, and the lines that still fail, by category. Needs a built dist/ and the card dataset
// (TOTEM_DATA_DIR or ../shared/pokemon-tcg-data). Offline: the API is never asked. `--lines` lists every
// failing line. The same measurement is a test (test/corpus/real-lists.test.ts) with a threshold.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cardLinesOf,
  corpusFiles,
  failureTable,
  fileLabel,
  refusedLinesOf,
  sourceTable,
  summarize,
} from './corpus-measure.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = process.env.TOTEM_DATA_DIR?.split(':')[0] ?? resolve(ROOT, '../shared/pokemon-tcg-data');
const TCGDEX = process.env.TOTEM_TCGDEX_DIR ?? resolve(ROOT, '../shared/tcgdex-cards-database');
// Both card sources when the TCGdex snapshot is there (2026 sets, names in six languages); `--ptcg-only` to compare.
const DIRS = existsSync(join(TCGDEX, 'data')) && !process.argv.includes('--ptcg-only') ? [DATA, TCGDEX] : [DATA];
if (!existsSync(join(DATA, 'sets/en.json'))) {
  console.error(`corpus: no card dataset at ${DATA}; set TOTEM_DATA_DIR`);
  process.exit(2);
}
if (!existsSync(join(ROOT, 'dist/cli/main.js'))) {
  console.error('corpus: dist/ is missing; run npm run build first');
  process.exit(2);
}

const { parseDeck } = await import('../dist/parse/index.js');
const { checkParsedDeck } = await import('../dist/check/run.js');
const { openCardSource } = await import('../dist/cards/open.js');
const { openDirsPack } = await import('../dist/packer/index.js');

const cacheDir = process.env.TOTEM_CACHE_DIR ?? mkdtempSync(join(tmpdir(), 'totem-corpus-'));
console.error(`corpus: card data from ${DIRS.join(' + ')}`);
const source = await openCardSource({ dataDirs: DIRS, offline: true, cacheDir, openDataDirPack: openDirsPack });
const results = [];
const refused = [];
try {
  for (const f of corpusFiles()) {
    const bytes = readFileSync(f.path);
    const parsed = await parseDeck(bytes, f.path);
    const { deck } = await checkParsedDeck(parsed, source.lookup, { context: { bans: [] } });
    const text = bytes.toString('utf8');
    results.push({ source: f.source, file: f.file, lines: cardLinesOf(parsed, deck, text) });
    for (const l of refusedLinesOf(parsed, text)) refused.push(`${f.source}/${f.file}:${l.line}\t${l.text}`);
  }
} finally {
  source.close();
  if (!process.env.TOTEM_CACHE_DIR) rmSync(cacheDir, { recursive: true, force: true });
}

const summary = summarize(results);
console.log(`## Card lines resolved, per source\n\n${sourceTable(summary)}\n`);
console.log(`## Failing card lines by category\n\n${failureTable(results)}\n`);
console.log(`## Other lines the reader refused (not card lines): ${refused.length}\n`);
for (const line of refused) console.log(`    ${line}`);
console.log();
if (process.argv.includes('--lines')) {
  console.log('## Every failing line\n');
  for (const r of results)
    for (const l of r.lines) if (!l.resolved) console.log(`${fileLabel(r)}:${l.line}\t${l.category}\t${l.text}`);
}
