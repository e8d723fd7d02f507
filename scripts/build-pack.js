// `npm run cards:pack [-- --data-dir DIR …] [--out DIR]`: the card pack from dataset checkouts, into pack/.
// Data dirs: --data-dir (repeatable), else TOTEM_DATA_DIR (and TOTEM_TCGDEX_DIR), else ../shared/* beside the
// clone. Everything it says goes to stderr: `npm pack` prints the tarball's name on stdout, and tools read it.
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => process.stderr.write(`${line}\n`);

/** Checkouts beside the clone, pokemon-tcg-data first: `../shared/<name>` or `../<name>`. */
const BESIDE = [['pokemon-tcg-data'], ['tcgdex-cards-database', 'cards-database']];

export function packDataDirs(flags = []) {
  if (flags.length) return flags;
  const env = [process.env.TOTEM_DATA_DIR, process.env.TOTEM_TCGDEX_DIR]
    .flatMap((v) => (v ?? '').split(delimiter))
    .filter(Boolean);
  if (env.length) return [...new Set(env)];
  return BESIDE.map((names) =>
    ['../shared', '..'].flatMap((base) => names.map((name) => resolve(root, base, name))).find((d) => existsSync(d)),
  ).filter(Boolean);
}

export const HOW_TO_GET_A_PACK = [
  'totem: to build the card pack, put pokemon-tcg-data and tcgdex/cards-database checkouts beside this clone',
  '       (../shared/pokemon-tcg-data, ../shared/tcgdex-cards-database) or name them, then run',
  '         npm run cards:pack -- --data-dir PATH/pokemon-tcg-data --data-dir PATH/cards-database',
  '       Without a pack, checks ask the TCGdex API (or use --data-dir).',
].join('\n');

export async function buildPackCli(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string', multiple: true },
      out: { type: 'string' },
      'no-crosscheck': { type: 'boolean' },
    },
  });
  const dirs = packDataDirs(values['data-dir'] ?? []);
  if (!dirs.length) {
    say('totem: no card pack was built: no dataset checkout found');
    say(HOW_TO_GET_A_PACK);
    return 1;
  }
  if (!existsSync(join(root, 'dist/packer/pack.js'))) {
    const { build } = await import('./build.js');
    if (build() !== 0) return 1;
  }
  // The datasets compared first: a build that fails the comparison leaves the pack there was.
  if (!values['no-crosscheck'] && (await crosscheckBoth(dirs)) !== 0) return 1;
  const { buildPack } = await import('../dist/packer/pack.js');
  const out = resolve(values.out ?? join(root, 'pack'));
  say(`totem: building the card pack from ${dirs.join(', ')} …`);
  const started = performance.now();
  let report;
  try {
    report = await buildPack(dirs, out);
  } catch (error) {
    say(`totem: the card pack could not be built: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const mb = (report.bytes / 1e6).toFixed(1);
  const s = ((performance.now() - started) / 1000).toFixed(1);
  say(`totem: card pack ${out}: ${report.cards} cards in ${report.sets} sets, ${mb} MB, ${report.hash} (${s} s)`);
  for (const source of report.sources)
    say(`       ${source.kind}: ${source.commit ?? 'commit unknown'} ${source.date ?? ''}`);
  say(`       ${report.filled.length} fields filled from other printings (listed in ${join(out, 'build-log.tsv')})`);
  if (report.issues.length)
    say(`       ${report.issues.length} records skipped (run a check with --data-dir to see them)`);
  return 0;
}

/**
 * With a checkout of each dataset: both compared over every printing they share (npm run crosscheck), and a
 * difference data/crosscheck-exceptions.json does not list and explain fails the build (1), before it writes.
 */
async function crosscheckBoth(dirs) {
  const { dataDirState } = await import('../dist/packer/data-dir-state.js');
  const of = (kind) => dirs.find((d) => dataDirState(d).kind === kind);
  if (!of('pokemontcg') || !of('tcgdex')) return 0;
  const { crosscheckDirs } = await import('./crosscheck.js');
  const { disagreements, unexplained } = await crosscheckDirs(of('pokemontcg'), of('tcgdex'));
  say(`totem: crosscheck: ${disagreements.length} differences, ${unexplained.length} not listed as exceptions`);
  for (const d of unexplained) say(`       ${d.id} ${d.name}: ${d.fact}: ${d.a} (pokemon-tcg-data), ${d.b} (TCGdex)`);
  if (unexplained.length)
    say('       explain each in data/crosscheck-exceptions.json, or fix it in data/card-overrides.json');
  return unexplained.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await buildPackCli();
