import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Apart from the config loader: the language is chosen from the config at start-up, and every command pays for
// what this file imports (the loader brings the rule list).
export const CONFIG_FILE = 'totem.config.json';

/** `totem.config.json` in `dir` or the nearest folder above it. */
export function findConfig(dir: string): string | null {
  let current = resolve(dir);
  for (;;) {
    const candidate = join(current, CONFIG_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}
