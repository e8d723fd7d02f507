// `npm run cards:release [-- --data-dir DIR … --registry URL --tests "COMMAND" --no-crosscheck --dry-run]`: new card
// data reaches users as a patch release of totem-deck that changes only the pack, picked up by `npm update` with
// no change of code (caniuse-lite's and tzdata's way). It builds the pack from the dataset checkouts (as
// `cards:pack`: --data-dir, else TOTEM_DATA_DIR/TOTEM_TCGDEX_DIR, else ../shared), and publishes only when the
// pack differs from the one of the registry's latest version (`cardData.hash` in its package.json): run on a
// schedule, it publishes on the day a dataset gains a set and does nothing on every other day. Before publishing
// it runs the acceptance tests (`--tests`, default `npm test`) and moves the version to the next patch after the
// newer of this checkout's and the registry's, so no commit is needed. Everything it says goes to stderr.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildPackCli } from './build-pack.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => process.stderr.write(`totem cards:release: ${line}\n`);

/** 1.2.3 → [1, 2, 3]; versions compared; the patch after one. */
const parts = (version) => version.split(/[.-]/).slice(0, 3).map(Number);
const compare = (a, b) =>
  parts(a)
    .map((n, i) => n - parts(b)[i])
    .find((d) => d !== 0) ?? 0;
const nextPatch = (version) =>
  parts(version)
    .map((n, i) => (i === 2 ? n + 1 : n))
    .join('.');

/** The registry's document of the package, or null when it was never published there. */
async function published(registry, name) {
  const response = await fetch(new URL(name.replace('/', '%2f'), registry), {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${registry} answered ${response.status} for ${name}`);
  return response.json();
}

/** What package.json says of the card data it carries: the pack's hash, its newest set and how many cards. */
function cardDataOf(pack) {
  const newest = pack.sets.map((s) => s.set).reduce((a, b) => ((b.releaseDate ?? '') > (a.releaseDate ?? '') ? b : a));
  return {
    hash: pack.hash,
    date: pack.newest,
    newest: `${newest.name} (${newest.code ?? newest.id})`,
    cards: pack.cards,
  };
}

export async function cardsRelease(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string', multiple: true },
      registry: { type: 'string' },
      tests: { type: 'string' },
      'no-crosscheck': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
    },
  });
  const given = values.registry ?? process.env.npm_config_registry ?? 'https://registry.npmjs.org';
  const registry = given.endsWith('/') ? given : `${given}/`;
  const pkgFile = join(root, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const doc = await published(registry, pkg.name);
  const latest = doc?.['dist-tags']?.latest;

  const build = [...(values['data-dir'] ?? []).flatMap((d) => ['--data-dir', d])];
  if (values['no-crosscheck']) build.push('--no-crosscheck');
  if ((await buildPackCli(build)) !== 0) return 1;
  const cardData = cardDataOf(JSON.parse(readFileSync(join(root, 'pack/index.json'), 'utf8')));
  if (latest && doc.versions?.[latest]?.cardData?.hash === cardData.hash) {
    say(`the card data is the same as ${pkg.name}@${latest}'s (${cardData.newest}): nothing to publish`);
    return 0;
  }

  const tests = values.tests ?? 'npm test';
  say(`the card data changed (newest set ${cardData.newest}, ${cardData.date}): running ${tests}`);
  if (spawnSync(tests, { cwd: root, shell: true, stdio: ['ignore', 2, 2] }).status !== 0) {
    say('the tests failed: nothing published');
    return 1;
  }

  const version = latest && compare(latest, pkg.version) >= 0 ? nextPatch(latest) : pkg.version;
  writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version, cardData }, null, 2)}\n`);
  if (values['dry-run']) {
    say(`would publish ${pkg.name}@${version} to ${registry} (--dry-run)`);
    return 0;
  }
  // dist/ and the pack are built: the publish runs no prepack to build them again.
  const publish = spawnSync('npm', ['publish', '--ignore-scripts', '--registry', registry], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (publish.status !== 0) return 1;
  say(`published ${pkg.name}@${version} with card data to ${cardData.newest}, ${cardData.date}`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await cardsRelease();
