// Part of `npm run lint`: the package as it would be published — its exports, types and files — checked by
// publint and by Are the Types Wrong (attw), on the tarball `npm pack` makes. Builds dist/ first when missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(file, args, options = {}) {
  const result = spawnSync(process.execPath, [file, ...args], { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(root, 'dist/lib/index.d.ts')) || !existsSync(join(root, 'dist/bundle/totem.cjs'))) {
  const { build } = await import('./build.js');
  if (build() !== 0) process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'totem-package-'));
try {
  // --ignore-scripts: dist/ is built already; prepack would build it again.
  const npm = spawnSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  const tarball = join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.tgz')),
  );
  run(join(root, 'node_modules/publint/src/cli.js'), [tarball, '--strict']);
  // An ES module package: CommonJS callers reach it with import(), which is what attw's esm-only profile expects.
  run(join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js'), [tarball, '--profile', 'esm-only']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
