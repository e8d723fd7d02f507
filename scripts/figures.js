#!/usr/bin/env node
// The figures docs/performance.md shows, printed by the code that measures them, never typed by hand:
//   node scripts/figures.js           the package's figures (tarball, files, pack on disk), printed and written
//                                     between the `figures` markers of docs/performance.md
//   node scripts/figures.js --bench   the table of bench/results.json (what `npm run bench` last measured),
//                                     written between the `bench` markers (`npm run bench` does this itself)
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(ROOT, 'docs/performance.md');

/** Replace what stands between `<!-- NAME:start -->` and `<!-- NAME:end -->` in docs/performance.md. */
export function writeSection(name, text) {
  const doc = readFileSync(DOC, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/performance.md has no ${start} … ${end} section`);
  writeFileSync(DOC, `${doc.slice(0, a + start.length)}\n${text.trim()}\n${doc.slice(b)}`);
}

/** The bench's rows as a Markdown table, with when and where they were measured. */
export function benchTable(results) {
  const rows = results.results.map((r) => `| ${r.id} | ${r.target} | ${r.measured} | ${r.pass ? 'yes' : '**no**'} |`);
  return [
    '| target | goal | measured (median) | holds |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `${results.runs} runs per timing, Node ${results.node}, ${results.date.slice(0, 10)}${
      results.load === undefined ? '' : `, ${results.cores} cores, load average ${results.load.toFixed(1)} at the end`
    } (\`npm run bench\`; an installed copy of the package, see bench/run.js). Ratios are paired with \`node -e 0\`; the milliseconds, and the library's wall time, grow with the load (its CPU time less so).`,
  ].join('\n');
}

const bytes = (n) => n.toLocaleString('en-US');

function du(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? du(path) : statSync(path).size;
  }
  return total;
}

/** The tarball `npm pack` makes (dry run: nothing written), and the card pack inside it. */
function packageFigures() {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm pack --dry-run failed: ${r.stderr}`);
  const [info] = JSON.parse(r.stdout);
  const pack = (() => {
    try {
      return du(join(ROOT, 'pack'));
    } catch {
      return null;
    }
  })();
  return [
    '| figure | value |',
    '| --- | --- |',
    `| npm tarball (\`npm pack\`) | ${bytes(info.size)} bytes (${(info.size / 1048576).toFixed(2)} MiB), ${bytes(info.entryCount)} files |`,
    `| unpacked | ${bytes(info.unpackedSize)} bytes |`,
    pack === null ? '| card pack | not built here |' : `| card pack (pack/) | ${bytes(pack)} bytes of files |`,
    '',
    `Printed by \`node scripts/figures.js\` on ${new Date().toISOString().slice(0, 10)}.`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--bench')) {
    const table = benchTable(JSON.parse(readFileSync(join(ROOT, 'bench/results.json'), 'utf8')));
    console.log(table);
    writeSection('bench', table);
  } else {
    const table = packageFigures();
    console.log(table);
    writeSection('figures', table);
  }
}
