import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN_DIR = resolve(import.meta.dirname, '../../bin');

/**
 * A package root with bin/ as in this repository, a stand-in CLI bundle (dist/bundle/totem.cjs, what bin/ runs), the
 * dist/cli/main.js built from the one src/ file.
 */
function packageRoot(options: { checkout: boolean; srcNewer: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'totem-stale-'));
  cpSync(BIN_DIR, join(root, 'bin'), { recursive: true });
  mkdirSync(join(root, 'dist/cli'), { recursive: true });
  mkdirSync(join(root, 'dist/bundle'), { recursive: true });
  // bin/load-bundle.js finds the cache folder with the CommonJS copy of env-paths the build puts beside the bundle.
  cpSync(resolve(BIN_DIR, '../dist/bundle/env-paths.cjs'), join(root, 'dist/bundle/env-paths.cjs'));
  writeFileSync(join(root, 'dist/bundle/totem.cjs'), 'process.stdout.write("ran\\n");\n');
  mkdirSync(join(root, 'src/cli'), { recursive: true });
  writeFileSync(join(root, 'dist/cli/main.js'), 'process.stdout.write("ran\\n");\n');
  writeFileSync(join(root, 'src/cli/main.ts'), '// source\n');
  if (options.checkout) {
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, 'tsconfig.json'), '{}\n');
  }
  const [older, newer] = [new Date('2026-01-01T00:00:00Z'), new Date('2026-01-02T00:00:00Z')];
  utimesSync(join(root, 'dist/cli/main.js'), older, options.srcNewer ? older : newer);
  utimesSync(join(root, 'src/cli/main.ts'), older, options.srcNewer ? newer : older);
  return root;
}

function run(root: string) {
  const env = {
    PATH: process.env.PATH,
    HOME: mkdtempSync(join(tmpdir(), 'totem-stale-home-')),
    TOTEM_CODE_CACHE: 'off',
  };
  const r = spawnSync(process.execPath, [join(root, 'bin/totem.js')], { encoding: 'utf8', env });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bin/totem.js and a stale dist/', () => {
  it('warns on stderr in a checkout whose src/ is newer than dist/, and still runs', () => {
    const r = run(packageRoot({ checkout: true, srcNewer: true }));
    expect(r.stdout).toBe('ran\n');
    expect(r.stderr).toBe('totem: warning: dist/ is older than src/ (src/cli/main.ts); run npm run build\n');
  });

  it('says nothing when dist/ is up to date', () => {
    expect(run(packageRoot({ checkout: true, srcNewer: false })).stderr).toBe('');
  });

  it('says nothing in an installed package (no .git, no tsconfig.json), whatever the file times', () => {
    const r = run(packageRoot({ checkout: false, srcNewer: true }));
    expect(r).toEqual({ status: 0, stdout: 'ran\n', stderr: '' });
  });
});
