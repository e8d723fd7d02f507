import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';

const DECK = join(ROOT, 'examples/decks/dragapult-ex-invalid.txt');

/** The built CLI as a user runs it, with its own cache folder: a check that finds 3 errors exits 1. */
function check(cacheDir: string, extra: Record<string, string> = {}, deck = DECK) {
  const env = { PATH: process.env.PATH, HOME: cacheDir, TOTEM_CACHE_DIR: cacheDir, NO_COLOR: '1', ...extra };
  const r = spawnSync(process.execPath, [BIN, 'check', deck, '--offline', '--format', 'json'], {
    encoding: 'utf8',
    env,
  });
  return { status: r.status, errors: r.status === 1 ? JSON.parse(r.stdout).summary.errors : null, stderr: r.stderr };
}

const cacheFiles = (dir: string) => readdirSync(join(dir, 'v8')).filter((name) => name.endsWith('.bin'));

/**
 * A V8 code cache of another script whose wrapped source is as long as the bundle's (all V8 checks, with its
 * version and flags): the script exits 0 at once. V8 would run it in place of the bundle.
 */
function forgedCache(out: string): void {
  const forge = `
    const { readFileSync, writeFileSync } = require('node:fs');
    const Module = require('node:module');
    const vm = require('node:vm');
    const [bundle, out] = process.argv.slice(1);
    const bytes = readFileSync(bundle);
    const length = Module.wrap(bytes.toString(require('node:buffer').isAscii(bytes) ? 'latin1' : 'utf8')).length;
    const body = 'if (globalThis.forging) return; process.exit(0); //';
    const source = Module.wrap(body + ' '.repeat(length - Module.wrap(body).length));
    const script = new vm.Script(source, { filename: bundle });
    globalThis.forging = true;
    script.runInThisContext()(); // compiled, so that its code is in the cache too
    writeFileSync(out, script.createCachedData());
  `;
  const r = spawnSync(process.execPath, ['-e', forge, join(ROOT, 'dist/bundle/totem.cjs'), out], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
}

describe("bin/totem.js runs the bundle with V8's code cache", () => {
  it('writes the cache on the first run and reads it on the next, with the same verdict', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
    expect(cacheFiles(dir)).toHaveLength(1);
    expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
    expect(cacheFiles(dir)).toHaveLength(1);
  });

  it("loads zod's bundle only where a schema is checked (a house config), with a code cache of its own", () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
    expect(cacheFiles(dir)).toHaveLength(1);
    const decks = mkdtempSync(join(tmpdir(), 'totem-v8-decks-'));
    copyFileSync(DECK, join(decks, 'deck.txt'));
    writeFileSync(join(decks, 'totem.config.json'), '{ "rules": { "singleton": "off" } }');
    expect(check(dir, {}, join(decks, 'deck.txt'))).toMatchObject({ status: 1, errors: 2, stderr: '' });
    expect(cacheFiles(dir)).toHaveLength(2);
  });

  it('a damaged cache file is rejected by V8, the bundle compiled as usual and the cache written anew', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    check(dir);
    const [file] = cacheFiles(dir);
    writeFileSync(join(dir, 'v8', file!), Buffer.alloc(4096, 0x5a));
    expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
    expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
  });

  it('a planted cache file that V8 would take (same source length) never runs: the verdict stands, the file is made anew', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    check(dir);
    const [file] = cacheFiles(dir);
    const path = join(dir, 'v8', file!);
    forgedCache(path);
    const planted = readFileSync(path);
    expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
    expect(readFileSync(path).equals(planted)).toBe(false);
    expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
  });

  it('flipped bytes in a cache file never crash a run (no SIGSEGV, no SIGTRAP): the verdict stands', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    check(dir);
    const [file] = cacheFiles(dir);
    const path = join(dir, 'v8', file!);
    const good = readFileSync(path);
    // 64 bytes flipped past the header (from 1,000 and from 20,000: SIGSEGV and SIGTRAP before the digest), and
    // one bit in the middle.
    const flipped = (from: number) => {
      const copy = Buffer.from(good);
      for (let i = 0; i < 64; i++) copy[from + ((i * 997) % (copy.length - from))]! ^= 0xff;
      return copy;
    };
    const bit = Buffer.from(good);
    bit[Math.floor(bit.length / 2)]! ^= 0x10;
    const damaged = [flipped(1000), flipped(20_000), bit];
    for (const bytes of damaged) {
      writeFileSync(path, bytes);
      expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
    }
  }, 120_000);

  it('a cache folder that cannot be written costs nothing but the cache', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    chmodSync(dir, 0o500);
    try {
      // root ignores the mode bits; either way the run must be unaffected.
      expect(check(dir)).toMatchObject({ status: 1, errors: 3, stderr: '' });
    } finally {
      chmodSync(dir, 0o700);
    }
  });

  it('without TOTEM_CACHE_DIR, the cache goes where the CLI keeps its cache (XDG_CACHE_HOME/totem here)', () => {
    const home = mkdtempSync(join(tmpdir(), 'totem-v8-home-'));
    const r = spawnSync(process.execPath, [BIN, 'check', DECK, '--offline', '--format', 'json'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: home, XDG_CACHE_HOME: join(home, 'xdg'), NO_COLOR: '1' },
    });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: '' });
    expect(cacheFiles(join(home, 'xdg', 'totem'))).toHaveLength(1);
  });

  it('a check --jobs run (which changes a V8 flag for its heap) writes a cache that a plain run accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    const decks = mkdtempSync(join(tmpdir(), 'totem-v8-decks-'));
    for (const name of ['a.txt', 'b.txt']) copyFileSync(DECK, join(decks, name));
    const env = { PATH: process.env.PATH, HOME: dir, TOTEM_CACHE_DIR: dir, NO_COLOR: '1' };
    const r = spawnSync(process.execPath, [BIN, 'check', decks, '--offline', '--jobs', '2'], { encoding: 'utf8', env });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 1, stderr: '' });
    const [file] = cacheFiles(dir);
    // What bin/load-bundle.js hands V8: the bytes after the checksum and the commands' line.
    const accepts = `
      const { readFileSync } = require('node:fs');
      const Module = require('node:module');
      const vm = require('node:vm');
      const [bundle, file] = process.argv.slice(1);
      const stored = readFileSync(file).subarray(4);
      const cachedData = stored.subarray(stored.indexOf(10) + 1);
      const script = new vm.Script(Module.wrap(readFileSync(bundle, 'latin1')), { filename: bundle, cachedData });
      process.stdout.write(String(!script.cachedDataRejected));
    `;
    const bundle = join(ROOT, 'dist/bundle/totem.cjs');
    const v = spawnSync(process.execPath, ['-e', accepts, bundle, join(dir, 'v8', file!)], { encoding: 'utf8' });
    expect(v.stdout).toBe('true');
  });

  it('TOTEM_CODE_CACHE=off writes no cache', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-v8-'));
    expect(check(dir, { TOTEM_CODE_CACHE: 'off' })).toMatchObject({ status: 1, errors: 3 });
    expect(() => readdirSync(join(dir, 'v8'))).toThrow();
  });
});
