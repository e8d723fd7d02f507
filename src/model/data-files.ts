import { readFileSync } from 'node:fs';

const cache = new Map<string, unknown>();

/** Policy tables from the package's `data/` folder (same path from `src/` and `dist/`). Read once, lazily. */
export function dataFile<T>(name: string): T {
  if (!cache.has(name)) {
    const url = new URL(`../../data/${name}`, import.meta.url);
    cache.set(name, JSON.parse(readFileSync(url, 'utf8')) as T);
  }
  return cache.get(name) as T;
}
