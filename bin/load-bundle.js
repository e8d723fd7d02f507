// Runs the CLI bundle (dist/bundle/totem.cjs), and the library's (dist/bundle/lib.cjs), with V8's code cache, on
// every supported Node.
//
// Why: compiling the 1.6 MB bundle is a large share of a warm check's start-up, and Node 20 has no
// module.enableCompileCache (Node ≥ 22.1 does, but only for modules Node loads itself). vm.Script takes the cache
// V8 produced on an earlier run (`cachedData`). V8 checks only a cache's source length, its own version and flags,
// not its content: a planted file of another script of the same length would run as totem, and damaged bytes crash
// V8 (SIGSEGV). So a cache is named after the bundle file it was made for (its size, device, inode, modification
// and change times: a reinstall or rebuild changes them on most file systems, so a new bundle gets a new file rather
// than a rejected one), and the file starts with a CRC-32 of the bundle's bytes followed by the cache's, written with
// it: a file whose checksum does not match (damaged, made for another bundle of the same name — a squashfs image
// copies times and numbers inodes alike —, or not written by totem) is removed, never given to V8, and the bundle is
// compiled and cached anew. The checksum is no signature, nor was the SHA-256 it replaces: whoever can write the
// cache folder as the user could write a matching file, so the folder is never shared (action.yml keeps v8/ out of
// the CI cache). CRC-32 because it is zlib's (loaded by every run that writes its output anyway, ~0.7 ms for the
// bundle), where the SHA-256 loaded node:crypto and its ~20 modules on every run. A Node without zlib.crc32 (it came
// in 20.15 and 22.2) runs without the cache.
// The cache is written after the run, so it also holds the functions that run compiled lazily, and again after the
// first run of each other command (`loadBundle`'s `command`).
//
// Where: `<cache folder>/v8/`, the cache folder the CLI uses for card data (TOTEM_CACHE_DIR, else the user cache
// directory). A cache that cannot be read or written (a read-only home, a full disk) only costs the compile time;
// TOTEM_CODE_CACHE=off turns it off.
'use strict';
const { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname, join } = require('node:path');
const vm = require('node:vm');
const { isAscii } = require('node:buffer');
const { crc32 } = require('node:zlib');

/**
 * env-paths, as the CLI finds its cache folder (src/cards/open.ts). The package is ES modules only and this file
 * CommonJS, so scripts/build.js bundles a CommonJS copy of it beside the CLI.
 */
const envPaths = () => require('../dist/bundle/env-paths.cjs');

/** A number as base 36, 13 digits (2^64 fits): fields of a fixed width, so that no two bundles' names are alike. */
const field = (n) => n.toString(36).padStart(13, '0');

/** The cache file for this bundle file on this Node: a new bundle or a new Node gets a new name, not a rejected cache. */
function cacheFileFor(bundle) {
  const { size, dev, ino, mtimeNs, ctimeNs } = statSync(bundle, { bigint: true });
  const folder = process.env.TOTEM_CACHE_DIR || envPaths()('totem', { suffix: '' }).cache;
  const name = `totem-${process.version}-${process.arch}-${size.toString(36)}-${field(dev)}${field(ino)}${field(mtimeNs)}${field(ctimeNs)}.bin`;
  return join(folder, 'v8', name);
}

/**
 * What a cache file starts with: the CRC-32 of the bundle's bytes, then of what follows it: a line naming the
 * commands whose runs made the cache, then the cache.
 */
const DIGEST_BYTES = 4;
const digestOf = (bundleBytes, payload) => {
  const digest = Buffer.alloc(DIGEST_BYTES);
  digest.writeUInt32BE(crc32(payload, crc32(bundleBytes)));
  return digest;
};

/**
 * V8 caches the functions a run compiled, so a cache made by `check` lacks what `stats` or `sheet` compile (about a
 * tenth of their run, issue #42). A command the cache does not name writes it again after its run: the cache it
 * loaded and its own functions. A command is a lowercase word (`--lang es check` counts as `-`); at most 32 named.
 */
const commandWord = (command) => (/^[a-z][a-z-]{0,23}$/.test(command ?? '') ? command : '-');
const MAX_COMMANDS = 32;

/**
 * The cache and the commands it was made by, when the file is one totem wrote (whole) for these bundle bytes;
 * otherwise nothing, and it is gone.
 */
function readCache(file, bundleBytes) {
  let stored;
  try {
    stored = readFileSync(file);
  } catch {
    return undefined;
  }
  const payload = stored.subarray(DIGEST_BYTES);
  const end = payload.indexOf(10);
  if (end >= 0 && payload.length > end + 1 && digestOf(bundleBytes, payload).equals(stored.subarray(0, DIGEST_BYTES)))
    return { data: payload.subarray(end + 1), commands: payload.subarray(0, end).toString('latin1').split(',') };
  try {
    rmSync(file, { force: true });
  } catch {
    // A folder that cannot be written keeps the file, which is read again and refused again: never run.
  }
  return undefined;
}

function writeCache(file, data) {
  const folder = dirname(file);
  // Node's recursive mkdir loops forever where a folder exists but refuses a child (TOTEM_CACHE_DIR=/proc/self):
  // v8/ is made on its own when the cache folder is there.
  const made = !existsSync(folder);
  if (made) mkdirSync(folder, { recursive: !existsSync(dirname(folder)), mode: 0o700 });
  // Written beside and renamed: a second process reading at the same moment sees the old file or the new one.
  // Per process and per thread (the library may be imported in several worker threads of one process).
  const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch {
    // Best effort: without a cache the next run compiles the bundle, as Node does anyway. A full disk leaves
    // nothing behind: not the part written, nor the folder made for it.
    rmSync(temp, { force: true });
    if (made) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Load and run the bundle as Node would load a CommonJS file, with V8's code cache where there is one; its exports
 * (the library's bundle has some: dist/lib/index.js). `command`: the CLI's command word, or `lib` for the library
 * (never the host program's arguments: a program importing the library writes the cache once).
 */
function loadBundle(bundle, command) {
  const word = commandWord(command);
  // The build makes the bundle ASCII (scripts/build.js asciiOnly): read as one-byte text, faster than decoding
  // UTF-8 (and V8 keeps it at half the size); a file that is not ASCII is decoded as UTF-8 all the same.
  const bytes = readFileSync(bundle);
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const useCache = process.env.TOTEM_CODE_CACHE !== 'off' && typeof crc32 === 'function';
  const cacheFile = useCache ? cacheFileFor(bundle) : null;
  const cached = cacheFile ? readCache(cacheFile, bytes) : undefined;
  const cachedData = cached?.data;
  const script = new vm.Script(Module.wrap(source), {
    filename: bundle,
    cachedData,
    // The bundle's own import() calls (language files, formatters) resolve as they would in a file Node loaded.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const commands = cached && !script.cachedDataRejected ? cached.commands : [];
  if (cacheFile && !commands.includes(word) && commands.length < MAX_COMMANDS)
    process.once('exit', () => {
      // A run that built card data (the packer, `cards sync`) says so: what it compiled is no other run's, and every
      // later start-up would read it (a check's cache 640 KB, 794 KB once `cards import` had added to it).
      if (globalThis[Symbol.for('totem.noCodeCache')]) return;
      try {
        const payload = Buffer.concat([Buffer.from(`${[...commands, word].join(',')}\n`), script.createCachedData()]);
        writeCache(cacheFile, Buffer.concat([digestOf(bytes, payload), payload]));
      } catch {
        // A cache folder that cannot be made (read-only, a file in its place) only costs the compile time.
      }
    });
  const module = new Module(bundle);
  module.filename = bundle;
  module.paths = Module._nodeModulePaths(dirname(bundle));
  module.loaded = true;
  const run = script.runInThisContext();
  run.call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, dirname(bundle));
  return module.exports;
}

module.exports = { loadBundle };
