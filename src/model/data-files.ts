import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cache = new Map<string, unknown>();

/** Policy tables from the package's `data/` folder (same path from `src/` and `dist/`). Read once, lazily. */
export function dataFile<T>(name: string): T {
  if (!cache.has(name)) {
    const url = new URL(`../../data/${name}`, import.meta.url);
    cache.set(name, JSON.parse(readFileSync(url, 'utf8')) as T);
  }
  return cache.get(name) as T;
}

/** Where a policy table is on disk (to notice that it changed). */
export function dataFilePath(name: string): string {
  return fileURLToPath(new URL(`../../data/${name}`, import.meta.url));
}
