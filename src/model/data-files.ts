const cache = new Map<string, unknown>();

/**
 * Policy tables from the package's `data/` folder (same path from `src/`, `dist/` and the bundles in `dist/`).
 * Read once, lazily. In Node the file is read with the runtime's own `fs`, reached through
 * `process.getBuiltinModule` rather than an import, so this module (which every layer uses) stays free of
 * `node:` imports and the browser core can bundle it; there the tables are handed over first (provideDataFiles).
 */
export function dataFile<T>(name: string): T {
  if (!cache.has(name)) {
    const fs = globalThis.process?.getBuiltinModule?.('node:fs');
    if (!fs) throw new Error(`policy table ${name} was not provided (see provideDataFiles)`);
    const url = new URL(`../../data/${name}`, import.meta.url);
    cache.set(name, JSON.parse(fs.readFileSync(url, 'utf8')) as T);
  }
  return cache.get(name) as T;
}

/** The tables of `data/` given by a host without a file system (the browser core bundles them). */
export function provideDataFiles(tables: Readonly<Record<string, unknown>>): void {
  for (const [name, table] of Object.entries(tables)) if (!cache.has(name)) cache.set(name, table);
}

/** Where a policy table is on disk (to notice that it changed). Node only. */
export function dataFilePath(name: string): string {
  const url = globalThis.process!.getBuiltinModule('node:url');
  return url.fileURLToPath(new URL(`../../data/${name}`, import.meta.url));
}
