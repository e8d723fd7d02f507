import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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

export type ConfigJson = { ok: true; raw: unknown } | { ok: false; message: string };

const read = new Map<string, ConfigJson>();

/**
 * The one reader of totem.config.json: the file's JSON as written (a byte order mark, which Windows editors
 * write, dropped), read once per process. The language chooser, the folder walk (`ignores`) and the loader
 * (rules, bans, `dataDir`) all read it here, so they never disagree about what the file says.
 */
export function readConfigJson(path: string): ConfigJson {
  const key = resolve(path);
  let result = read.get(key);
  if (!result) {
    try {
      result = { ok: true, raw: JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')) as unknown };
    } catch (error) {
      result = { ok: false, message: (error as Error).message };
    }
    read.set(key, result);
  }
  return result;
}
