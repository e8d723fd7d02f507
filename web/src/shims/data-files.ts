// The browser's `src/model/data-files.ts`: the policy tables the check reads, bundled at build time instead of
// read from `data/` on disk. Every table of `data/` is taken (by Vite's glob import), so a table a rule starts to
// read is in the page without anyone listing it here; only the importers' two tables, which the check path never
// reads, are left out.
const MODULES = import.meta.glob<unknown>(
  ['../../../data/*.json', '!../../../data/card-overrides.json', '!../../../data/tcgdex-sets.json'],
  { eager: true, import: 'default' },
);

const TABLES: Record<string, unknown> = Object.fromEntries(
  Object.entries(MODULES).map(([path, table]) => [path.slice(path.lastIndexOf('/') + 1), table]),
);

export function dataFile<T>(name: string): T {
  if (!(name in TABLES)) throw new Error(`${name}: not a policy table the page bundles`);
  return TABLES[name] as T;
}

export function dataFilePath(name: string): string {
  return `data/${name}`;
}
