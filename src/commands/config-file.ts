import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../model/errors.js';
import { readConfigText } from './regular-file.js';

// Apart from the config loader: the language is chosen from the config at start-up, and every command pays for
// what this file imports (the loader brings the rule list).
export const CONFIG_FILE = 'totem.config.json';

/**
 * `totem.config.json` in `dir` or the nearest folder above it, up to the root of the git repository `dir` is in:
 * a config above the repository (someone else's home folder, a shared CI workspace) is not the deck repo's house
 * rules, so it is never applied unasked (`--config` names one). Outside a repository the search goes to `/`.
 */
export function findConfig(dir: string): string | null {
  let current = resolve(dir);
  for (;;) {
    const candidate = join(current, CONFIG_FILE);
    if (existsSync(candidate)) return candidate;
    // `.git` is a folder in a clone and a file in a worktree or submodule: either way, the repository's root.
    if (existsSync(join(current, '.git'))) return null;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

/** A failure: the reader's message, or (a FIFO, a device, a file past the cap) the usage error to throw. */
export type ConfigJson = { ok: true; raw: unknown } | { ok: false; message: string; error?: UsageError };

const read = new Map<string, ConfigJson>();

/**
 * The one reader of totem.config.json: the file's JSON as written (a byte order mark, which Windows editors
 * write, dropped), read once per process. The language chooser, the folder walk (`ignores`) and the loader
 * (rules, bans, `dataDir`) all read it here, so they never disagree about what the file says. Only a regular
 * file of at most 1 MB is read (regular-file.ts): a FIFO or /dev/zero as --config never stalls start-up.
 */
export function readConfigJson(path: string): ConfigJson {
  const key = resolve(path);
  let result = read.get(key);
  if (!result) {
    try {
      result = { ok: true, raw: JSON.parse(readConfigText(path).replace(/^\uFEFF/, '')) as unknown };
    } catch (error) {
      const usage = error instanceof UsageError ? error : undefined;
      result = { ok: false, message: (error as Error).message, error: usage };
    }
    read.set(key, result);
  }
  return result;
}
