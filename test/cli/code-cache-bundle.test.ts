import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

// bin/load-bundle.js names a code cache after the bundle file it was made for (size, device, inode, times), and the
// checksum in the cache file covers the bundle's bytes and the cache. npm gives every installed file the same
// modification time, so a bundle of the same size with its time set back must still never run another bundle's
// cached code; and a file system that keeps the name alike (a squashfs image copies times and numbers inodes the
// same way in two builds) must not either.
function installed() {
  const root = mkdtempSync(join(tmpdir(), 'totem-v8-bundle-'));
  cpSync(join(ROOT, 'bin'), join(root, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  mkdirSync(join(root, 'dist/bundle'), { recursive: true });
  const bundle = join(root, 'dist/bundle/totem.cjs');
  cpSync(join(ROOT, 'dist/bundle/totem.cjs'), bundle);
  cpSync(join(ROOT, 'dist/bundle/env-paths.cjs'), join(root, 'dist/bundle/env-paths.cjs'));
  const cache = mkdtempSync(join(tmpdir(), 'totem-v8-cache-'));
  const run = () =>
    spawnSync(process.execPath, [join(root, 'bin/totem.js'), '--help'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: cache, TOTEM_CACHE_DIR: cache, TOTEM_PACK_DIR: 'off', NO_COLOR: '1' },
    });
  return { bundle, cache, run };
}

it("a bundle rewritten in place, same size and modification time, runs as itself, never as the old bundle's code cache", () => {
  const { bundle, run } = installed();
  expect(run().stdout).toMatch(/^Usage: totem/);
  expect(run().stdout).toMatch(/^Usage: totem/); // the cache written by the first run, read by this one
  const { size, mtime } = statSync(bundle);
  const other = "process.stdout.write('another bundle\\n');";
  writeFileSync(bundle, other + ' '.repeat(size - other.length));
  utimesSync(bundle, mtime, mtime);
  expect(readFileSync(bundle).length).toBe(size);
  expect(run()).toMatchObject({ status: 0, stdout: 'another bundle\n' });
});

it("a cache totem wrote for another bundle of the same length, found under this bundle's name, is refused", () => {
  const { bundle, cache, run } = installed();
  const real = readFileSync(bundle);
  const other = "process.stdout.write('another bundle\\n');";
  writeFileSync(bundle, other + ' '.repeat(real.length - other.length));
  expect(run()).toMatchObject({ status: 0, stdout: 'another bundle\n' }); // its cache written, with its checksum
  const [made] = readdirSync(join(cache, 'v8'));
  const planted = readFileSync(join(cache, 'v8', made!));
  writeFileSync(bundle, real);
  expect(run().stdout).toMatch(/^Usage: totem/); // this bundle's own name now: give it the other bundle's cache
  const names = readdirSync(join(cache, 'v8')).filter((name) => name !== made);
  expect(names).toHaveLength(1);
  writeFileSync(join(cache, 'v8', names[0]!), planted);
  expect(run().stdout).toMatch(/^Usage: totem/);
  expect(readFileSync(join(cache, 'v8', names[0]!)).equals(planted)).toBe(false);
});
