import { existsSync } from 'node:fs';
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
